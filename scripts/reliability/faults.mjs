// Faults: PostgreSQL stopped mid-burst, the server SIGKILLed mid-burst, a read-only and a full
// data directory (full before start, and filling up while serving).
import fs from "node:fs";
import path from "node:path";

import { prepareDataDir } from "../lib/prepared-data-dir.mjs";
import {
  actionFieldsOf,
  clientAddress,
  contactFields,
  keepsValues,
  pool,
  postContact,
  request,
} from "./client.mjs";
import {
  fillUp,
  killServer,
  postgres,
  remountReadOnly,
  startServer,
  stopServer,
  tmpfs,
  withPglite,
} from "./harness.mjs";
import { burst, RUN_ID, tokens } from "./load.mjs";
import { check, info, tally } from "./report.mjs";

const INBOX_UNAVAILABLE = "The database is unavailable right now";

/** Every success has its row; every other answer is the clear message with the values kept. */
function checkAnswers(label, results, storedEmails) {
  const stored = new Set(storedEmails);
  const successes = results.filter((result) => result.answer === "success");
  const missing = successes.filter((result) => !stored.has(result.fields.email));
  check(`${label}: every thank-you has its row`, missing.length === 0, `${missing.length} missing`);
  const others = results.filter((result) => result.answer !== "success");
  const unclear = others.filter(
    (result) => result.answer !== "failed" || !keepsValues(result.html, result.fields),
  );
  check(
    `${label}: every other answer is "could not send ... write to us at" with the values kept`,
    unclear.length === 0,
    tally(results) +
      (unclear[0] ? `; e.g. #${unclear[0].i}: ${unclear[0].answer} ${unclear[0].status}` : ""),
  );
  const storedAnyway = others.filter((result) => stored.has(result.fields.email)).length;
  info(`answered "failed" although stored (commit raced the outage): ${storedAnyway}`);
}

/** Stops PostgreSQL once a third of the burst is answered, starts it again afterwards. */
export async function postgresStopped(servers, count, dbUrl) {
  let stopping;
  const results = await burst(servers, count, {
    tag: "pgstop",
    concurrency: 16,
    onAnswer: (answered) => {
      if (answered === Math.floor(count / 3) && !stopping) stopping = postgres.stop();
    },
  });
  await stopping;
  await postgres.start();
  const rows = await postgres.query(dbUrl, "select email from leads where email like 'pgstop-%'");
  checkAnswers(
    "PostgreSQL stopped mid-burst",
    results,
    rows.map((row) => row.email),
  );
  check(
    "PostgreSQL stopped mid-burst: some submissions did fail (the outage really happened)",
    results.some((result) => result.answer === "failed"),
  );

  const after = await burst(servers, 10, { tag: "pgback" });
  const alive = servers.every((server) => server.child.exitCode === null);
  const stored = await postgres.query(
    dbUrl,
    "select count(*)::int as n from leads where email like 'pgback-%'",
  );
  check(
    "PostgreSQL back: the next submissions succeed on both instances without a restart",
    alive && after.every((result) => result.answer === "success") && stored[0].n === 10,
    `${tally(after)}; ${stored[0].n} rows; same processes: ${alive}`,
  );
}

/** SIGKILLs the server once half the burst is answered; restarts it on the same directory. */
export async function killedMidBurst({ port, dataDir, count }) {
  const env = { DATA_DIR: dataDir, TRUST_PROXY: "1" };
  const server = await startServer({ port, env, logTag: "sigkill" });
  let killing;
  const results = await burst([server], count, {
    tag: "sigkill",
    concurrency: 16,
    onAnswer: (answered) => {
      if (answered === Math.floor(count / 2) && !killing) killing = killServer(server);
    },
  });
  await killing;
  info(`answers before and after the kill: ${tally(results)}`);
  let restarted;
  try {
    restarted = await startServer({ port, env, logTag: "sigkill-2" });
  } catch (error) {
    check(
      "SIGKILL: the server restarts and its database opens (/health 200)",
      false,
      error.message,
    );
    return;
  }
  check("SIGKILL: the server restarts and its database opens (/health 200)", true);
  const pages = await Promise.all(
    ["/", "/contact", "/pricing"].map(
      async (path) => (await request(restarted.base + path)).status,
    ),
  );
  const next = await burst([restarted], 1, { tag: "sigkill-after" });
  check(
    "SIGKILL: after the restart the site serves and takes submissions",
    pages.every((status) => status === 200) && next[0].answer === "success",
    `pages ${pages.join(", ")}; submission: ${next[0].answer}`,
  );
  await stopServer(restarted);
  const emails = await withPglite(dataDir, async (db) =>
    (await db.query("select email from leads where email like 'sigkill-%'")).rows.map(
      (row) => row.email,
    ),
  );
  const successes = results.filter((result) => result.answer === "success");
  const lost = successes.filter((result) => !emails.includes(result.fields.email));
  check(
    "SIGKILL: every submission answered with the thank-you is stored",
    successes.length > 0 && lost.length === 0,
    `${successes.length} thank-yous, ${lost.length} lost, ${emails.length} sigkill rows stored`,
  );
}

/** Every page of the sitemap answers 200. */
async function everyPageServes(base) {
  const xml = await (await request(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const statuses = await pool(paths.length, 8, async (i) => ({
    path: paths[i],
    status: (await request(base + paths[i])).status,
  }));
  const bad = statuses.filter((entry) => entry.status !== 200);
  return { total: paths.length, bad };
}

/**
 * The data directory read-only or full: a tmpfs holding a migrated database, then remounted
 * read-only (EROFS, even for root) or filled with zeros until ENOSPC.
 */
export async function brokenDataDir({ port, mode }) {
  const label = mode === "read-only" ? "Read-only data directory" : "Full data directory";
  const dir = tmpfs(`${mode}`, 160);
  if (!dir) {
    check(`${label}: simulated`, false, "needs root to mount a tmpfs; not run");
    return;
  }
  const env = { DATA_DIR: dir, TRUST_PROXY: "1" };
  prepareDataDir(dir);
  await stopServer(await startServer({ port, env, logTag: `${mode}-init` }));
  if (mode === "read-only") {
    remountReadOnly(dir);
    info(`simulated with a tmpfs holding a migrated database, remounted read-only (EROFS)`);
  } else {
    const bytes = fillUp(dir);
    info(
      `simulated with a 160 MB tmpfs holding a migrated database, then ${(bytes / 1048576).toFixed(0)} MB of zeros until ENOSPC`,
    );
  }
  const server = await startServer({ port, env, healthy: false, logTag: mode });
  try {
    const health = await request(`${server.base}/health`);
    await health.arrayBuffer();
    info(`/health answers ${health.status}`);
    const pages = await everyPageServes(server.base);
    check(
      `${label}: every page of the sitemap still serves`,
      pages.total > 0 && pages.bad.length === 0,
      `${pages.total - pages.bad.length} of ${pages.total} answered 200` +
        (pages.bad[0] ? `; e.g. ${pages.bad[0].path} ${pages.bad[0].status}` : ""),
    );
    const actionFields = await actionFieldsOf(server.base, "/contact");
    const ip = clientAddress(7, 172);
    const [token] = await tokens(server.base, 1, () => ip);
    const fields = contactFields(`${mode}-${RUN_ID}`);
    const answer = await postContact(server.base, {
      actionFields,
      token,
      fields,
      ip,
    });
    check(
      `${label}: the contact form answers with the clear message and keeps the values`,
      answer.answer === "failed" && keepsValues(answer.html, fields),
      `${answer.answer} (HTTP ${answer.status})`,
    );
    const inbox = await inboxSaysUnavailable(server.base);
    check(`${label}: the inbox says the database is unavailable`, inbox.ok, inbox.detail);
    check(`${label}: the server is still running`, server.child.exitCode === null);
  } finally {
    await stopServer(server);
  }
}

/**
 * The disk fills while the server runs: every answer is a thank-you or the clear message, and
 * every thank-you is in the database once space is freed and it is reopened.
 */
export async function fillsWhileRunning({ port }) {
  const dir = tmpfs("filling", 160);
  if (!dir) {
    check("Data directory filling up while serving: simulated", false, "needs root; not run");
    return;
  }
  prepareDataDir(dir);
  const server = await startServer({ port, env: { DATA_DIR: dir, TRUST_PROXY: "1" } });
  let results;
  try {
    const bytes = fillUp(dir);
    info(`server running, then ${(bytes / 1048576).toFixed(0)} MB of zeros until ENOSPC`);
    results = await burst([server], 10, { tag: "filling" });
    check(
      "Data directory filling up while serving: the server is still running",
      server.child.exitCode === null,
    );
  } finally {
    await stopServer(server);
  }
  fs.rmSync(path.join(dir, "filler.bin"));
  const emails = await withPglite(dir, async (db) =>
    (await db.query("select email from leads")).rows.map((row) => row.email),
  );
  checkAnswers("Data directory filling up while serving", results, emails);
}

/** /admin shows the message at once, or when someone tries to sign in. */
async function inboxSaysUnavailable(base) {
  const page = await (await request(`${base}/admin`)).text();
  if (page.includes(INBOX_UNAVAILABLE)) return { ok: true, detail: "on the sign-in page" };
  const { signIn } = await import("./inbox.mjs");
  const attempt = await signIn(base, { ip: clientAddress(9, 172) });
  return {
    ok: attempt.html.includes(INBOX_UNAVAILABLE) && !attempt.cookie,
    detail: `when signing in (HTTP ${attempt.status})`,
  };
}
