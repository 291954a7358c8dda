// Mail and webhooks under faults (issue 17): the outbox against a real SMTP server and a real
// webhook receiver started here on 127.0.0.1 (scripts/lib/mail-sink.mjs, webhook-receiver.mjs).
// - the SMTP server down while a burst is stored, back a minute later: every message delivered
//   exactly once (distinct Message-IDs), nothing lost;
// - the server SIGKILLed while it sends: after a restart every message goes out;
// - a webhook receiver answering 500 for a while: retried until accepted, each event once;
// - two instances on PostgreSQL sharing one outbox: no message sent twice.
import { startMailSink } from "../lib/mail-sink.mjs";
import { startWebhookReceiver, TEST_WEBHOOK_SECRET } from "../lib/webhook-receiver.mjs";
import { sleep } from "./client.mjs";
import { killServer, preparedTempDir, startServer, stopServer } from "./harness.mjs";
import { burst, checkAllSucceeded } from "./load.mjs";
import { check, info } from "./report.mjs";

/** The outbox worker looks every second here (5 s by default), so the waits stay short. */
const FAST_WORKER = { OUTBOX_POLL_MS: "1000" };

/**
 * How long the SMTP server stays down and the webhook receiver keeps failing: a minute in the
 * full run (npm run test:reliability), RELIABILITY_OUTAGE_S in the suite's reduced one. Either
 * way the outbox meets failed attempts and retries them after its first backoff (30 s).
 */
const OUTAGE_MS = Number(process.env.RELIABILITY_OUTAGE_S ?? 60) * 1000;

/** Each submission sends two emails: the team's notification and the acknowledgement. */
const MESSAGES_PER_SUBMISSION = 2;

function tallyMessages(messages) {
  const ids = messages.map((message) => message.messageId);
  return { received: ids.length, distinct: new Set(ids).size };
}

async function waitForDistinct(sink, expected, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (tallyMessages(sink.messages).distinct >= expected) break;
    await sleep(500);
  }
  return tallyMessages(sink.messages);
}

/** Every visitor of the burst got their acknowledgement, and the team one message each. */
function checkEveryVisitor(label, sink, results) {
  const acknowledged = new Set(sink.messages.flatMap((message) => message.to));
  const replyTos = new Set(sink.messages.map((message) => message.replyTo).filter(Boolean));
  const missing = results.filter(
    (result) => !acknowledged.has(result.fields.email) || !replyTos.has(result.fields.email),
  );
  check(
    `${label}: every visitor's acknowledgement and team notification arrived`,
    missing.length === 0,
    `${missing.length} of ${results.length} missing`,
  );
}

export async function smtpDownDuringBurst({ port, smtpPort, count }) {
  const sink = await startMailSink({ port: smtpPort });
  await sink.pause();
  const server = await startServer({
    port,
    env: {
      DATA_DIR: preparedTempDir("smtp-down"),
      TRUST_PROXY: "1",
      SMTP_URL: sink.url,
      ...FAST_WORKER,
    },
    logTag: "smtp-down",
  });
  try {
    const downSince = Date.now();
    const results = await burst([server], count, { tag: "smtpdown" });
    checkAllSucceeded("Burst with the SMTP server down", results);
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - downSince)));
    check("Nothing was delivered while the SMTP server was down", sink.messages.length === 0);
    await sink.resume();
    const expected = count * MESSAGES_PER_SUBMISSION;
    const tally = await waitForDistinct(sink, expected, 5 * 60_000);
    info(
      `SMTP back after ${OUTAGE_MS / 1000} s: ${tally.distinct} of ${expected} messages within the wait`,
    );
    check(
      `SMTP down for ${OUTAGE_MS / 1000} s: all ${expected} messages delivered exactly once`,
      tally.distinct === expected && tally.received === expected,
      `${tally.received} received, ${tally.distinct} distinct Message-IDs`,
    );
    checkEveryVisitor(`SMTP down for ${OUTAGE_MS / 1000} s`, sink, results);
  } finally {
    await stopServer(server);
    await sink.stop();
  }
}

export async function killedWhileSending({ port, smtpPort, count }) {
  const sink = await startMailSink({ port: smtpPort });
  const dataDir = preparedTempDir("kill-sending");
  const env = { DATA_DIR: dataDir, TRUST_PROXY: "1", SMTP_URL: sink.url, ...FAST_WORKER };
  let server = await startServer({ port, env, logTag: "kill-sending" });
  try {
    const results = await burst([server], count, { tag: "killsend" });
    checkAllSucceeded("Burst before the kill", results);
    const expected = count * MESSAGES_PER_SUBMISSION;
    // Kill as soon as the first messages are out, while the rest are being sent.
    const deadline = Date.now() + 30_000;
    while (sink.messages.length === 0 && Date.now() < deadline) await sleep(20);
    await killServer(server);
    const atKill = tallyMessages(sink.messages).distinct;
    check(
      "SIGKILL landed while the outbox was sending",
      atKill > 0 && atKill < expected,
      `${atKill} of ${expected} delivered before the kill`,
    );
    server = await startServer({ port, env, logTag: "kill-sending-2" });
    // A job claimed by the killed process is claimed again when its one-minute lease runs out.
    const tally = await waitForDistinct(sink, expected, 4 * 60_000);
    check(
      `After the restart every one of the ${expected} messages went out`,
      tally.distinct === expected,
      `${tally.distinct} distinct, ${tally.received - tally.distinct} sent again (a message in flight at the kill may be)`,
    );
    checkEveryVisitor("Killed while sending", sink, results);
  } finally {
    await stopServer(server);
    await sink.stop();
  }
}

export async function webhookReceiverFailing({ port, hookPort, count }) {
  const receiver = await startWebhookReceiver({ port: hookPort, secret: TEST_WEBHOOK_SECRET });
  receiver.failWith(500);
  const server = await startServer({
    port,
    env: {
      DATA_DIR: preparedTempDir("hook-500"),
      TRUST_PROXY: "1",
      WEBHOOK_URL: `${receiver.url}hooks`,
      WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      ...FAST_WORKER,
    },
    logTag: "hook-500",
  });
  try {
    const results = await burst([server], count, { tag: "hook500" });
    checkAllSucceeded("Submissions while the webhook receiver answers 500", results);
    await sleep(Math.min(40_000, OUTAGE_MS));
    check(
      "The receiver answering 500 accepted nothing",
      receiver.events.length === 0 && receiver.refused > 0,
      `${receiver.refused} attempts refused`,
    );
    receiver.recover();
    const deadline = Date.now() + 3 * 60_000;
    while (receiver.events.length < count && Date.now() < deadline) await sleep(500);
    const ids = new Set(receiver.events.map((event) => event.id));
    const emails = new Set(receiver.events.map((event) => event.body?.data?.fields?.email));
    check(
      `Webhooks retried until accepted: ${count} submission.created, each once, signatures valid`,
      receiver.events.length === count &&
        ids.size === count &&
        results.every((result) => emails.has(result.fields.email)) &&
        receiver.rejected.length === 0,
      `${receiver.events.length} accepted, ${ids.size} distinct, ${receiver.rejected.length} bad signatures`,
    );
  } finally {
    await stopServer(server);
    await receiver.stop();
  }
}

/** Two instances on one PostgreSQL outbox, both sending: each message arrives once. */
export async function sharedOutbox({ servers, sink, results }) {
  const expected = results.filter((result) => result.answer === "success").length * 2;
  const tally = await waitForDistinct(sink, expected, 3 * 60_000);
  check(
    `Two instances sharing one outbox: ${expected} messages, none sent twice`,
    tally.distinct === expected && tally.received === expected,
    `${tally.received} received, ${tally.distinct} distinct, over ${servers.length} instances`,
  );
}
