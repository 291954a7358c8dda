// Runs the hostile-input table, the token replay and the inbox checks on one server, then
// reads its database to see that each row stored nothing, or exactly what was sent.
import fs from "node:fs";
import path from "node:path";

import { checkBodyLimits } from "./body-limits.mjs";
import { request } from "./client.mjs";
import { preparedTempDir, startServer, stopServer, withPglite } from "./harness.mjs";
import { RELAY, relayAttempt, replay, sendHostileRows } from "./hostile.mjs";
import { cookieFlags, crossOrigin, loginLimit, nothingReadableWithoutSession } from "./inbox.mjs";
import { check, info, tally } from "./report.mjs";

const COLUMNS = {
  firstName: "first_name",
  lastName: "last_name",
  company: "company",
  message: "message",
};

/** What the database holds for one row, and whether that is what the row expects. */
function stored(entry, rowsByEmail) {
  const row = rowsByEmail.get(entry.fields.email);
  // A chat row stores no lead; what it stored in the chat, its probe read back.
  if (entry.row.chat) return { ok: !row, text: entry.result.stored ?? "nothing stored" };
  if (!entry.row.stored)
    return { ok: !row, text: row ? "STORED (should not be)" : "nothing stored" };
  if (!row) return { ok: false, text: "NOT stored" };
  const verbatim = Object.entries(COLUMNS).every(
    ([field, column]) =>
      entry.row.raw?.[field] || (entry.fields[field] || null) === (row[column] ?? null),
  );
  const extra = entry.row.row ? entry.row.row(row) : true;
  return { ok: verbatim && extra, text: verbatim && extra ? "stored verbatim" : "stored ALTERED" };
}

export async function checkHostile({ port, replays }) {
  const dataDir = preparedTempDir("hostile");
  const untrustedDir = preparedTempDir("hostile-noproxy");
  const server = await startServer({ port, env: { DATA_DIR: dataDir, TRUST_PROXY: "1" } });
  // The rows about forwarding headers go to a second server, without TRUST_PROXY.
  const untrusted = await startServer({
    port: port + 1,
    env: { DATA_DIR: untrustedDir },
    logTag: "hostile-noproxy",
  });
  let sent;
  let replayed;
  let relayed;
  try {
    sent = await sendHostileRows({ trusted: server, untrusted });
    replayed = await replay(server.base, replays);
    relayed = await relayAttempt(server.base);
    await checkBodyLimits(server);
    const marker = sent.find((entry) => entry.row.stored).fields.email;
    await nothingReadableWithoutSession(server.base, marker);
    await loginLimit(server.base);
    await cookieFlags(server.base, { trustProxy: true });
    const session = await crossOrigin(server.base);
    const inboxHtml = await (
      await request(`${server.base}/admin?tab=leads`, { headers: { cookie: session } })
    ).text();
    const csv = await (
      await request(`${server.base}/admin/export/leads`, { headers: { cookie: session } })
    ).text();
    for (const entry of sent) {
      entry.inboxOk = entry.row.inbox ? entry.row.inbox(inboxHtml) : true;
      entry.csvOk = entry.row.csv ? entry.row.csv(csv) : true;
    }
    check(
      "The servers survived every hostile request",
      server.child.exitCode === null && untrusted.child.exitCode === null,
    );
  } finally {
    await Promise.all([stopServer(server), stopServer(untrusted)]);
  }

  // A server that never opened its database stored nothing.
  const readLeads = async (dir) =>
    fs.existsSync(path.join(dir, "pglite"))
      ? withPglite(dir, async (db) => (await db.query("select * from leads")).rows)
      : [];
  const leads = [...(await readLeads(dataDir)), ...(await readLeads(untrustedDir))];
  const queuedMail = await withPglite(dataDir, async (db) =>
    (await db.query("select topic, payload from outbox where channel = 'email'")).rows.map(
      (row) => ({
        topic: row.topic,
        ...(typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload),
      }),
    ),
  );
  const rowsByEmail = new Map(leads.map((row) => [row.email, row]));
  info("input | expected | answer | database");
  for (const entry of sent) {
    const db = stored(entry, rowsByEmail);
    const quiet = entry.result.logged.length === 0;
    const answerOk = entry.row.ok(entry.result) && entry.result.nextAnswered && quiet;
    const extras = [
      entry.result.nextAnswered ? "" : "NEXT REQUEST UNANSWERED",
      quiet ? "" : `LOGGED: ${entry.result.logged[0].slice(0, 160)}`,
      entry.row.inbox ? `inbox ${entry.inboxOk ? "shows text only" : "RENDERS IT"}` : "",
      entry.row.csv ? `export ${entry.csvOk ? "escaped" : "NOT escaped"}` : "",
    ].filter(Boolean);
    check(
      `Hostile: ${entry.row.input}`,
      answerOk && db.ok && entry.inboxOk && entry.csvOk,
      `expected ${entry.row.expect} | got ${entry.result.answer}, HTTP ${entry.result.status}, ` +
        `${entry.result.ms.toFixed(0)} ms | ${[db.text, ...extras].join(", ")}`,
    );
  }
  const replayRows = leads.filter((row) => row.email.startsWith("replay-")).length;
  const accepted = replayed.filter((result) => result.answer === "success").length;
  // The rate limit lets 5 through to the store, where the token is spent once: one row, the
  // other four get the bot's thank-you, the rest are told to wait.
  check(
    `Hostile: one time-trap token replayed ${replays} times at once by one client`,
    accepted === 5 &&
      replayRows === 1 &&
      replayed.every((r) => ["success", "rate_limited"].includes(r.answer)),
    `expected 5 thanked (the rate limit), 1 row stored (a token is spent once), the rest told to wait | got ${tally(replayed)} | ${replayRows} rows stored`,
  );

  // The relay: every submission stored and its team notification queued, but the address
  // itself sent fewer acknowledgements than it was typed (the daily cap, ACKNOWLEDGEMENT_CAP in
  // src/config/forms.ts), none with the name or the message a stranger chose.
  const relayLeads = leads.filter((row) => row.email === RELAY.email).length;
  const toTarget = queuedMail.filter((mail) => mail.to?.includes(RELAY.email));
  const teamNotes = queuedMail.filter(
    (mail) => mail.topic === "contact.team" && `${mail.text}`.includes(RELAY.email),
  ).length;
  const echoed = toTarget.filter((mail) =>
    [mail.subject, mail.text, mail.html].some((part) => `${part}`.includes("spam.example")),
  ).length;
  check(
    `Hostile: one address typed into the contact form ${RELAY.count} times from ${RELAY.count} client addresses, with a spammer's name and a link in the message`,
    relayed.every((result) => result.answer === "success") &&
      relayLeads === RELAY.count &&
      teamNotes === RELAY.count &&
      toTarget.length >= 1 &&
      toTarget.length < RELAY.count &&
      echoed === 0,
    `expected every one thanked and stored with its team notification; that address sent fewer acknowledgements than submissions (the daily cap), none carrying the name or the link | got ${tally(relayed)} | ${relayLeads} stored, ${teamNotes} team notifications, ${toTarget.length} acknowledgements, ${echoed} with the spammer's text`,
  );
}
