import fs from "node:fs";
import net from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { jobContent, jobSummary, rawPayload, shownError } from "@/lib/admin/outbox";
import { closeDb, getDb } from "@/lib/db/client";
import { outbox } from "@/lib/db/schema";
import { mailSettings } from "@/lib/mail/settings";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import {
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
  type WebhookReceiver,
} from "../../../scripts/lib/webhook-receiver.mjs";
import type { NewOutboxJob } from "./jobs";
import { claimDue, enqueue, findOutboxJob } from "./queue";
import { attemptDelivery } from "./worker";

// A WEBHOOK_URL's query string (a receiver's token) and credentials stay out of the worker's log
// line, the job's last error and the inbox's Outbox view: the real outbox on PGlite and a real
// receiver verifying the signatures (scripts/lib/webhook-receiver.mjs).

const TOKEN = "s3cret-query-token";
let receiver: WebhookReceiver;
const dataDir = preparedDataDir("cw-webhook-secrets-");

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = dataDir;
  receiver = await startWebhookReceiver({ secret: TEST_WEBHOOK_SECRET });
});
afterAll(async () => {
  await receiver.stop();
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const webhook = (url: string): NewOutboxJob => ({
  channel: "webhook",
  topic: "submission.created",
  payload: { url, type: "submission.created", body: '{"type":"submission.created"}' },
});

/** A port on 127.0.0.1 that nothing listens on (one just given up). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Enqueues one job, claims it and makes one attempt: the log line, the stored row, the view. */
async function attempt(url: string) {
  const db = await getDb();
  await db.delete(outbox);
  await db.transaction(async (tx) => enqueue(tx, [webhook(url)]));
  const now = new Date(Date.now() + 1_000);
  const [job] = await claimDue(10, now);
  const settings = mailSettings({ WEBHOOK_URL: url, WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  const logged = await attemptDelivery(job!, settings, now);
  const row = (await findOutboxJob(job!.id))!;
  const content = jobContent(row.channel, row.payload);
  const shown = [
    jobSummary(content)?.recipients ?? "",
    content.channel === "webhook" ? content.webhook.url : "",
    shownError(row.lastError),
    content.channel === "unreadable" ? rawPayload(row.payload) : "",
  ].join("\n");
  return { logged, row, shown };
}

describe("a webhook target's secrets", { timeout: 20_000 }, () => {
  it("are neither logged nor shown when the receiver refuses the call", async () => {
    receiver.failWith(500);
    const url = `${receiver.url}hooks?token=${TOKEN}`;
    const { logged, row, shown } = await attempt(url);
    receiver.recover();
    expect(logged).toContain(`${receiver.url}hooks answered 500 (retry)`);
    expect(logged).not.toContain(TOKEN);
    expect(row.lastError).not.toContain(TOKEN);
    expect(shown).toContain(`${receiver.url}hooks`);
    expect(shown).not.toContain(TOKEN);
  });

  it("are neither logged nor shown when the receiver cannot be reached", async () => {
    const port = await closedPort();
    const { logged, shown } = await attempt(`http://127.0.0.1:${port}/hooks?token=${TOKEN}`);
    expect(logged).toContain(
      `http://127.0.0.1:${port}/hooks could not be reached: connect ECONNREFUSED`,
    );
    expect(`${logged}\n${shown}`).not.toContain(TOKEN);
  });

  it("are delivered all the same: the receiver gets the query string and verifies the signature", async () => {
    const { logged, row } = await attempt(`${receiver.url}hooks?token=${TOKEN}`);
    expect(logged).toBeNull();
    expect(row.status).toBe("sent");
    expect(await receiver.waitFor((event) => event.id === row.messageId)).toHaveLength(1);
  });

  it("of a stored job whose URL holds credentials (from before the start check) stay private", async () => {
    const url = `http://hook-user:pa55word@127.0.0.1:${receiver.port}/hooks?token=${TOKEN}`;
    const db = await getDb();
    await db.delete(outbox);
    await db.transaction(async (tx) => enqueue(tx, [webhook(url)]));
    const now = new Date(Date.now() + 1_000);
    const [job] = await claimDue(10, now);
    const logged = await attemptDelivery(
      job!,
      mailSettings({ WEBHOOK_SECRET: TEST_WEBHOOK_SECRET }),
      now,
    );
    const row = (await findOutboxJob(job!.id))!;
    const content = jobContent(row.channel, row.payload);
    const shown = `${jobSummary(content)?.recipients}\n${shownError(row.lastError)}`;
    expect(logged).toMatch(/holds a user name or password/);
    for (const text of [logged!, shown]) {
      expect(text).not.toMatch(/pa55word|hook-user|s3cret/);
    }
  });
});
