#!/usr/bin/env node
// The live chat's benchmark (issue 34), not a timed test: BENCH_CONVERSATIONS (100) concurrent
// conversations against two production instances sharing one PostgreSQL, each visitor on one
// instance and the team member answering it on the other. Each side writes BENCH_MESSAGES (5)
// messages at random intervals of BENCH_GAP_MS (2000-6000 ms), both sides at once, as people
// do. Measured: delivery latency (the post sent → the message on the other instance's stream),
// messages lost and duplicated on every stream, and each server's resident memory with its open
// streams. Prints a Markdown table and writes reports/bench-chat.json.
//   npm run bench:chat        (BENCH_PORT, BENCH_PGPORT move the ports: 3800-3801, 5480)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

import { buildId, buildLayout } from "../src/lib/build/build-output.mjs";
import {
  duplicates,
  openConversation,
  replyFormFields,
  sendTeam,
  sendVisitor,
  startChat,
  until,
} from "./reliability/chat-client.mjs";
import { clientAddress, percentile, pool } from "./reliability/client.mjs";
import {
  cleanup,
  guard,
  postgres,
  startServer,
  stopServer,
  tempDir,
} from "./reliability/harness.mjs";
import { signIn } from "./reliability/inbox.mjs";

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5);
const [GAP_MIN, GAP_MAX] = (process.env.BENCH_GAP_MS ?? "2000-6000").split("-").map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3800);
const GOAL_P95_MS = 250;

guard(15 * 60_000);
if (!postgres.available) {
  console.error("No PostgreSQL: run it as `npm run bench:chat` (scripts/with-postgres.sh).");
  process.exit(1);
}
if (buildId(buildLayout()) === null) {
  console.log("No production build: running `npm run build` first.");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const gap = () => GAP_MIN + Math.random() * (GAP_MAX - GAP_MIN);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** Resident memory of a process, in MB (VmRSS, and the peak VmHWM). */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

/** CPU seconds a process has used (user and system, /proc/<pid>/stat at 100 ticks a second). */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const started = Date.now();
const loadAtStart = os.loadavg();
console.log(
  `Chat benchmark: ${CONVERSATIONS} conversations, ${MESSAGES} messages a side, gaps ${GAP_MIN}-${GAP_MAX} ms, ` +
    `ports ${PORT}-${PORT + 1}, ${os.cpus().length} CPUs, load average ${load()}`,
);
const url = await postgres.createDatabase("cw_bench_chat");
const env = (n) => ({ DATABASE_URL: url, TRUST_PROXY: "1", DATA_DIR: tempDir(`bench-chat-${n}`) });
const servers = await Promise.all([0, 1].map((n) => startServer({ port: PORT + n, env: env(n) })));
const streams = [];
let report;
try {
  // One team member, signed in once: the session is the database's, good on both instances.
  const session = (await signIn(servers[0].base, { ip: clientAddress(1, 198) })).cookie;
  if (!session) throw new Error("could not sign in to the inbox");

  // Warm-up, not measured: a conversation each way, so that no route is loaded for the first
  // time while measuring.
  for (const n of [0, 1]) {
    const chat = await startChat(servers[n].base, {
      ip: clientAddress(n + 1, 172),
      name: "Warm Up",
      email: `warm-${n}@bench.example`,
      message: "warming up",
    });
    const [row] = await postgres.query(url, "select id from chat_conversations where email = $1", [
      `warm-${n}@bench.example`,
    ]);
    const other = servers[1 - n].base;
    const fields = await replyFormFields(other, session, row.id);
    const reply = await sendTeam(other, { session, conversationId: row.id, fields, message: "hi" });
    if (reply.id === null)
      throw new Error(`a team reply refused: HTTP ${reply.status} ${reply.location}`);
    await sendVisitor(servers[n].base, {
      cookie: chat.cookie,
      ip: clientAddress(n + 1, 172),
      message: "thanks",
    });
  }
  const idle = servers.map((server) => memory(server.child.pid));

  // The conversations: started, the reply form read, both streams open and live.
  const conversations = await pool(CONVERSATIONS, 8, async (i) => {
    const conversation = await openConversation({
      visitorServer: servers[i % 2],
      teamServer: servers[(i + 1) % 2],
      session,
      dbUrl: url,
      ip: clientAddress(i + 1),
      email: `bench-${i}@bench.example`,
    });
    streams.push(conversation.visitorStream, conversation.teamStream);
    return { ...conversation, i };
  });
  const withStreams = servers.map((server) => memory(server.child.pid));
  console.log(`${CONVERSATIONS} conversations open, ${streams.length} streams; load ${load()}`);

  // Both sides write at once; every message carries its own text, found on the streams by it.
  const sends = [];
  const sendStarted = performance.now();
  const cpuBefore = servers.map((server) => cpuSeconds(server.child.pid));
  await Promise.all(
    conversations.flatMap((conversation) =>
      ["visitor", "team"].map(async (side) => {
        for (let m = 0; m < MESSAGES; m += 1) {
          await sleep(gap());
          const text = `c${conversation.i} ${side} m${m} ${Math.random().toString(36).slice(2)}`;
          const entry = { conversation, side, text, sentAt: performance.now() };
          sends.push(entry);
          const answer =
            side === "visitor"
              ? await sendVisitor(conversation.visitorServer.base, {
                  cookie: conversation.cookie,
                  ip: conversation.ip,
                  message: text,
                })
              : await sendTeam(conversation.teamServer.base, {
                  session,
                  conversationId: conversation.id,
                  fields: conversation.fields,
                  message: text,
                });
          entry.answeredAt = performance.now();
          entry.status = answer.status;
          entry.accepted = answer.id !== null;
        }
      }),
    ),
  );
  const sendSeconds = (performance.now() - sendStarted) / 1000;
  const serverCpu = servers.map((server, n) => cpuSeconds(server.child.pid) - cpuBefore[n]);
  const accepted = sends.filter((entry) => entry.accepted);
  // Waits for the stragglers: every accepted message on both streams of its conversation.
  const found = (stream, text) => stream.messages.some((message) => message.body === text);
  await until(
    () =>
      accepted.every(
        (entry) =>
          found(entry.conversation.visitorStream, entry.text) &&
          found(entry.conversation.teamStream, entry.text),
      ),
    15_000,
    100,
  );
  const atEnd = servers.map((server) => memory(server.child.pid));
  const streamsOpen = streams.filter((stream) => stream.open).length;

  // Latency: sent → received on the other instance's stream (the team's for a visitor's
  // message, the visitor's for the team's reply).
  const latencies = { visitor: [], team: [] };
  // From the post's answer (the commit) to the other stream: the fan-out through
  // LISTEN/NOTIFY alone (0 when the stream had it before the poster had its answer).
  const afterAnswer = [];
  let lostOther = 0;
  let lostOwn = 0;
  for (const entry of accepted) {
    const { visitorStream, teamStream } = entry.conversation;
    const [other, own] =
      entry.side === "visitor" ? [teamStream, visitorStream] : [visitorStream, teamStream];
    const received = other.messages.find((message) => message.body === entry.text);
    if (received) {
      latencies[entry.side].push(received.at - entry.sentAt);
      afterAnswer.push(Math.max(0, received.at - entry.answeredAt));
    } else lostOther += 1;
    if (!found(own, entry.text)) lostOwn += 1;
  }
  const duplicated = streams.reduce((sum, stream) => sum + duplicates(stream.messages), 0);
  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (p) => (sorted.length ? Math.round(percentile(sorted, p)) : null);
    return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
  };
  const roundTrip = (entries) => stats(entries.map((entry) => entry.answeredAt - entry.sentAt));
  const roundTrips = roundTrip(accepted);
  const all = stats([...latencies.visitor, ...latencies.team]);
  report = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: os.loadavg(),
    conversations: CONVERSATIONS,
    messagesPerSide: MESSAGES,
    gapMs: [GAP_MIN, GAP_MAX],
    sent: sends.length,
    accepted: accepted.length,
    refused: sends.length - accepted.length,
    refusedStatuses: [...new Set(sends.filter((e) => !e.accepted).map((e) => e.status))],
    sendSeconds: Number(sendSeconds.toFixed(1)),
    messagesPerSecond: Number((sends.length / sendSeconds).toFixed(1)),
    latencyMs: {
      all,
      visitorToTeam: stats(latencies.visitor),
      teamToVisitor: stats(latencies.team),
    },
    postRoundTripMs: roundTrips,
    postRoundTripBySideMs: {
      visitor: roundTrip(accepted.filter((entry) => entry.side === "visitor")),
      team: roundTrip(accepted.filter((entry) => entry.side === "team")),
    },
    afterAnswerMs: stats(afterAnswer),
    serverCpuSecondsWhileSending: serverCpu.map((n) => Number(n.toFixed(1))),
    serverCpuMsPerMessage: Number(
      ((serverCpu.reduce((a, b) => a + b, 0) * 1000) / sends.length).toFixed(1),
    ),
    lost: lostOther,
    lostOnOwnInstance: lostOwn,
    duplicated,
    streams: streams.length,
    streamsOpenAtEnd: streamsOpen,
    memoryMb: servers.map((server, n) => ({
      port: server.port,
      idle: idle[n],
      withStreams: withStreams[n],
      atEnd: atEnd[n],
      openStreams: streams.length / 2,
    })),
    goalP95Ms: GOAL_P95_MS,
    pass:
      all.p95 !== null &&
      all.p95 < GOAL_P95_MS &&
      lostOther === 0 &&
      lostOwn === 0 &&
      duplicated === 0,
  };
} finally {
  for (const stream of streams) stream.close();
  await Promise.all(servers.map(stopServer));
  await cleanup();
}

const { latencyMs: l, memoryMb: mem } = report;
const trio = (s) => `${s.p50} / ${s.p95} / ${s.p99} ms (max ${s.max})`;
const lines = [
  `| measure | value | goal |`,
  `|---|---|---|`,
  `| conversations (visitor and team on different instances) | ${report.conversations}, ${report.messagesPerSide} messages a side | |`,
  `| messages sent / accepted | ${report.sent} / ${report.accepted} in ${report.sendSeconds} s (${report.messagesPerSecond} a second) | all accepted |`,
  `| delivery latency p50 / p95 / p99, all | ${trio(l.all)} | p95 < ${GOAL_P95_MS} ms |`,
  `| visitor → team (admin stream on the other instance) | ${trio(l.visitorToTeam)} | |`,
  `| team → visitor (visitor stream on the other instance) | ${trio(l.teamToVisitor)} | |`,
  `| of which the post's round trip (sent → answered) | ${trio(report.postRoundTripMs)} | |`,
  `| of which the fan-out (answered → on the other stream) | ${trio(report.afterAnswerMs)} | |`,
  `| post round trip: visitor's /chat/send; team's reply (Server Action) | ${trio(report.postRoundTripBySideMs.visitor)}; ${trio(report.postRoundTripBySideMs.team)} | |`,
  `| servers' CPU while sending (both instances) | ${report.serverCpuSecondsWhileSending.join(" + ")} s, ${report.serverCpuMsPerMessage} ms a message | |`,
  `| messages lost (other instance / own instance) | ${report.lost} / ${report.lostOnOwnInstance} | 0 |`,
  `| messages duplicated on a stream | ${report.duplicated} | 0 |`,
  ...mem.map(
    (m, n) =>
      `| instance ${n + 1} resident memory: idle → ${m.openStreams} open streams → after the messages (peak) | ${m.idle.rssMb} → ${m.withStreams.rssMb} → ${m.atEnd.rssMb} MB (${m.atEnd.peakMb}) | |`,
  ),
  `| streams still open at the end | ${report.streamsOpenAtEnd} of ${report.streams} | all |`,
  `| load average at the start and the end (1, 5, 15 min) | ${[report.loadAverageAtStart, report.loadAverageAtEnd].map((l) => l.map((n) => n.toFixed(2)).join(", ")).join(" → ")} on ${report.cpus} CPUs | |`,
];
console.log(`\n${lines.join("\n")}\n`);
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync("reports/bench-chat.json", `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `${report.pass ? "Goal met" : "Goal NOT met"}; reports/bench-chat.json written in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
process.exitCode = report.pass ? 0 : 1;
