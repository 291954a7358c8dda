#!/usr/bin/env node
// Reliability and security checks against the production build (issue 9): load, faults,
// hostile input and the inbox. Starts everything it needs on 127.0.0.1 (servers on ports
// RELIABILITY_PORT..+14, the PostgreSQL cluster of scripts/with-postgres.sh), bounds its
// requests and time, stops all of it, prints PASS/FAIL per check and exits 1 on any failure.
//   npm run test:reliability            (RELIABILITY_BURST=50 for a shorter run)
import { execFileSync } from "node:child_process";
import os from "node:os";

import { buildId, buildLayout } from "../../src/lib/build/build-output.mjs";
import { startMailSink } from "../lib/mail-sink.mjs";
import { analyticsAccuracy } from "./analytics.mjs";
import { databaseOutage, killedMidConversation } from "./chat-faults.mjs";
import { chatHostile } from "./chat-hostile.mjs";
import { clientAddress, limits, requestsMade } from "./client.mjs";
import { brokenDataDir, fillsWhileRunning, killedMidBurst, postgresStopped } from "./faults.mjs";
import {
  cleanup,
  guard,
  postgres,
  preparedTempDir,
  startServer,
  stopServer,
  tempDir,
  withPglite,
} from "./harness.mjs";
import { checkHostile } from "./hostile-checks.mjs";
import { cookieFlags, signIn } from "./inbox.mjs";
import { burst, checkAllSucceeded, checkStored, hammer } from "./load.mjs";
import {
  killedWhileSending,
  sharedOutbox,
  smtpDownDuringBurst,
  webhookReceiverFailing,
} from "./mail.mjs";
import { check, info, lanes, run, summary, tally } from "./report.mjs";

const BURST = Number(process.env.RELIABILITY_BURST ?? 200);
const REPLAYS = Number(process.env.RELIABILITY_REPLAYS ?? 1000);
const PORT = Number(process.env.RELIABILITY_PORT ?? 3400);
const TIME_LIMIT_MS = Number(process.env.RELIABILITY_TIME_LIMIT_S ?? 1800) * 1000;
limits.maxRequests = BURST * 10 + REPLAYS + 2_000;

guard(TIME_LIMIT_MS);
if (buildId(buildLayout()) === null) {
  console.log("No production build: running `npm run build` first.");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}
const started = Date.now();
console.log(
  `Reliability checks: burst ${BURST}, token replays ${REPLAYS}, ports ${PORT}-${PORT + 14}, ` +
    `at most ${limits.maxRequests} requests and ${TIME_LIMIT_MS / 1000} s`,
);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
info(`${os.cpus().length} CPUs, load average ${load()} (latencies depend on it)`);

/** RELIABILITY_ONLY=load,pg,mail,kill,readonly,full,hostile,chat runs only those sections. */
const only = process.env.RELIABILITY_ONLY?.split(",");
const wanted = (key) => !only || only.includes(key);

const accepted = (results) => results.filter((result) => result.answer === "success").length;

/** One client's submissions: exactly the limit gets through, the rest is told to wait. */
function checkLimited(label, results) {
  check(
    label,
    accepted(results) === 5 &&
      results.every((result) => ["success", "rate_limited"].includes(result.answer)),
    `${tally(results)} of ${results.length}`,
  );
}

if (wanted("load"))
  await run(`Load: ${BURST} concurrent submissions, embedded database, TRUST_PROXY=1`, async () => {
    const dataDir = preparedTempDir("pglite");
    let server = await startServer({ port: PORT, env: { DATA_DIR: dataDir, TRUST_PROXY: "1" } });
    const results = await burst([server], BURST, { tag: "pglite" });
    checkAllSucceeded("PGlite burst", results);
    await stopServer(server);
    const emails = await withPglite(dataDir, async (db) =>
      (await db.query("select email from leads")).rows.map((row) => row.email),
    );
    checkStored("PGlite burst", results, emails);

    server = await startServer({ port: PORT, env: { DATA_DIR: dataDir }, logTag: "noproxy" });
    const spoofed = await hammer([server], {
      count: 8,
      same: "ip",
      tag: "noproxy",
      ipFor: (i) => `192.0.2.${i + 1}`,
    });
    checkLimited(
      "TRUST_PROXY off: 8 submissions with 8 different X-Forwarded-For are one client (5 accepted)",
      spoofed,
    );
    await cookieFlags(server.base, { trustProxy: false });
    await stopServer(server);
  });

const postgresLoad = () =>
  run(`Load: PostgreSQL, two instances, ${BURST} submissions split between them`, async () => {
    if (
      !check(
        "PostgreSQL cluster available (run through scripts/with-postgres.sh)",
        postgres.available,
      )
    )
      return;
    const url = await postgres.createDatabase("cw_reliability");
    // Both instances send through one SMTP server: the shared outbox must not send twice.
    const sink = await startMailSink({ port: PORT + 12 });
    const env = (n) => ({
      DATABASE_URL: url,
      TRUST_PROXY: "1",
      DATA_DIR: tempDir(`pg${n}`),
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: "1000",
    });
    const servers = [
      await startServer({ port: PORT + 1, env: env(1) }),
      await startServer({ port: PORT + 2, env: env(2) }),
    ];
    try {
      const results = await burst(servers, BURST, { tag: "pg" });
      checkAllSucceeded("PostgreSQL burst over two instances", results);
      const rows = await postgres.query(url, "select email from leads");
      checkStored(
        "PostgreSQL burst over two instances",
        results,
        rows.map((row) => row.email),
      );
      await sharedOutbox({ servers, sink, results });

      const sameIp = await hammer(servers, {
        count: 40,
        same: "ip",
        tag: "hammer-ip",
        ipFor: () => "198.51.100.7",
      });
      checkLimited("One client address hammering both instances (40 at once): 5 accepted", sameIp);
      const sameEmail = await hammer(servers, {
        count: 40,
        same: "email",
        tag: "hammer-email",
        ipFor: (i) => `198.51.101.${i + 1}`,
      });
      checkLimited("One email from 40 addresses over both instances: 5 accepted", sameEmail);
      const stored = await postgres.query(
        url,
        "select count(*)::int as n from leads where email like 'hammer-%'",
      );
      check("Rows stored by the hammering: 10 (5 + 5)", stored[0].n === 10, `${stored[0].n}`);

      section(`Fault: PostgreSQL stopped (immediate) a third into a burst of ${BURST}`);
      await postgresStopped(servers, BURST, url);
    } finally {
      await Promise.all(servers.map(stopServer));
      await sink.stop();
    }
  });

const smtpDown = () =>
  run(`Mail: the SMTP server down for a minute during a burst of ${BURST}`, () =>
    smtpDownDuringBurst({ port: PORT + 7, smtpPort: PORT + 10, count: BURST }),
  );
const killedSending = () =>
  run(`Mail: server SIGKILLed while sending the messages of ${BURST} submissions`, () =>
    killedWhileSending({ port: PORT + 8, smtpPort: PORT + 11, count: BURST }),
  );
const webhooks = () =>
  run("Webhooks: the receiver answering 500, then recovering", () =>
    webhookReceiverFailing({ port: PORT + 9, hookPort: PORT + 13, count: 20 }),
  );

const killed = () =>
  run(`Fault: server SIGKILLed halfway through a burst of ${BURST} (PGlite)`, () =>
    killedMidBurst({ port: PORT + 3, dataDir: preparedTempDir("sigkill"), count: BURST }),
  );
const readOnly = () =>
  run("Fault: read-only data directory", () =>
    brokenDataDir({ port: PORT + 14, mode: "read-only" }),
  );
const full = () =>
  run("Fault: full data directory", async () => {
    await brokenDataDir({ port: PORT + 6, mode: "full" });
    await fillsWhileRunning({ port: PORT + 6 });
  });
const hostile = () =>
  run("Hostile input and the inbox (PGlite, TRUST_PROXY=1)", () =>
    checkHostile({ port: PORT + 4, replays: REPLAYS }),
  );

/**
 * The live chat on two instances sharing PostgreSQL (on PORT+1 and PORT+2, the ports of the
 * PostgreSQL load section, which runs before it when both are wanted): 1,000 hostile requests,
 * an instance SIGKILLed mid-conversation, PostgreSQL stopped and started again.
 */
const chat = () =>
  run(
    "Analytics and chat: scripted traffic counted exactly; 1,000 hostile requests, an instance SIGKILLed mid-conversation, PostgreSQL stopped and back (two instances)",
    async () => {
      if (
        !check(
          "PostgreSQL cluster available (run through scripts/with-postgres.sh)",
          postgres.available,
        )
      )
        return;
      const url = await postgres.createDatabase("cw_reliability_chat");
      const envs = [1, 2].map((n) => ({
        DATABASE_URL: url,
        TRUST_PROXY: "1",
        DATA_DIR: tempDir(`chat${n}`),
      }));
      const start = (n, tag = "") =>
        startServer({ port: PORT + 1 + n, env: envs[n], logTag: `chat-${n + 1}${tag}` });
      const servers = [await start(0), await start(1)];
      try {
        section("Analytics: scripted traffic across both instances, counted exactly");
        await analyticsAccuracy({ servers, dbUrl: url });
        const session = (await signIn(servers[0].base, { ip: clientAddress(8, 198) })).cookie;
        section("Chat: hostile requests (one instance)");
        await chatHostile({ server: servers[0], session, dbUrl: url });
        section("Chat: an instance SIGKILLed mid-conversation");
        servers[0] = await killedMidConversation({
          servers,
          restart: (n) => start(n, "-restarted"),
          session,
          dbUrl: url,
        });
        section("Chat: PostgreSQL stopped (immediate) and started again");
        await databaseOutage({ servers, session, dbUrl: url });
      } finally {
        await Promise.all(servers.map(stopServer));
      }
    },
  );

// Lanes side by side (each section has its own ports, data and sinks): most of a fault
// section is waiting, for the outbox's first retry (30 s), a dead worker's lease (60 s), an
// outage to end or a server to start. Sections print their lines when they end. The chat
// stops the PostgreSQL cluster, as the PostgreSQL section does, and takes its ports: after it
// in its lane when both run, in a lane of its own otherwise (the suite's default run).
const chatAfterPostgres = wanted("pg");
const laneSections = [
  [["pg", postgresLoad], ["hostile", hostile], ...(chatAfterPostgres ? [["chat", chat]] : [])],
  // The full data directory beside the mail sections, which the suite's default run leaves out:
  // there it has a lane of its own, and the longest lane is nine seconds shorter.
  [
    ["mail", smtpDown],
    ["mail", webhooks],
    ["full", full],
  ],
  [
    ["mail", killedSending],
    ["kill", killed],
    ["readonly", readOnly],
  ],
  chatAfterPostgres ? [] : [["chat", chat]],
];
await lanes(
  ...laneSections.map((lane) => lane.filter(([key]) => wanted(key)).map(([, section]) => section)),
);

await cleanup();
info(`\nload average at the end ${load()}`);
info(`${requestsMade()} requests in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = summary() ? 0 : 1;

function section(title) {
  info("");
  info(`-- ${title}`);
}
