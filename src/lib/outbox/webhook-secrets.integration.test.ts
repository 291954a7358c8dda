import fs from "node:fs";
import http from "node:http";
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
import { WEBHOOK_ANSWER_LIMIT } from "./deliver";
import type { NewOutboxJob } from "./jobs";
import { claimDue, enqueue, findOutboxJob } from "./queue";
import { attemptDelivery } from "./worker";

// A WEBHOOK_URL's path (Slack's /services/T000/B000/<secret>), query string (a receiver's token)
// and credentials stay out of the worker's log line, the job's last error and the inbox's Outbox
// view, which name the target by its scheme and host only: the real outbox on PGlite and a real
// receiver verifying the signatures (scripts/lib/webhook-receiver.mjs). And the receiver's answer
// is read no further than WEBHOOK_ANSWER_LIMIT.

const TOKEN = "s3cret-query-token";
const PATH_SECRET = "XoXb0pAtHsEcReT";
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
    const url = `${receiver.url}services/T000/B000/${PATH_SECRET}?token=${TOKEN}`;
    const { logged, row, shown } = await attempt(url);
    receiver.recover();
    const host = `http://127.0.0.1:${receiver.port}`;
    expect(logged).toContain(`${host} answered 500 (retry)`);
    expect(shown).toContain(host);
    for (const text of [logged!, row.lastError!, shown]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(PATH_SECRET);
      expect(text).not.toContain("/services");
    }
  });

  it("are neither logged nor shown when the receiver cannot be reached", async () => {
    const port = await closedPort();
    const { logged, shown } = await attempt(
      `http://127.0.0.1:${port}/services/T000/B000/${PATH_SECRET}?token=${TOKEN}`,
    );
    expect(logged).toContain(`http://127.0.0.1:${port} could not be reached: connect ECONNREFUSED`);
    expect(`${logged}\n${shown}`).not.toMatch(new RegExp(`${TOKEN}|${PATH_SECRET}|/services`));
  });

  it("are delivered all the same: the receiver gets the path and query and verifies the signature", async () => {
    const { logged, row } = await attempt(
      `${receiver.url}services/T000/B000/${PATH_SECRET}?token=${TOKEN}`,
    );
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

/**
 * A receiver that answers 200 with a body that never ends: it writes 64 KB chunks for as long as
 * the connection is open, and counts what it wrote.
 */
async function endlessReceiver() {
  let written = 0;
  let closed: () => void = () => undefined;
  const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
  const chunk = Buffer.alloc(64 * 1024, "x");
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "content-type": "text/plain" });
      const pump = () => {
        while (!response.destroyed && response.write(chunk)) written += chunk.length;
        if (!response.destroyed) written += chunk.length;
      };
      response.on("drain", pump);
      response.on("close", () => closed());
      pump();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    written: () => written,
    connectionClosed,
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("a receiver's answer", { timeout: 30_000 }, () => {
  it(`is read no further than ${WEBHOOK_ANSWER_LIMIT} bytes: an endless body is cut off at once`, async () => {
    const endless = await endlessReceiver();
    try {
      const started = Date.now();
      const { logged, row } = await attempt(endless.url);
      const took = Date.now() - started;
      expect(logged).toBeNull();
      expect(row.status).toBe("sent");
      // Unbounded, the read lasts until the delivery's 10 s timeout, taking in hundreds of MB.
      expect(took).toBeLessThan(3_000);
      await endless.connectionClosed;
      // What the sockets' buffers hold on the way is all that was written: a few MB at most.
      expect(endless.written()).toBeLessThan(8 * 1024 * 1024);
    } finally {
      await endless.stop();
    }
  });
});
