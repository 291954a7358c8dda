import fs from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDb, getDb } from "@/lib/db/client";
import {
  claimDue,
  enqueue,
  findOutboxJob,
  listOutbox,
  markAttemptFailed,
  outboxStats,
  retryJob,
} from "@/lib/outbox/queue";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { jobContent, jobSummary } from "./outbox";

const tempDir = preparedDataDir("cw-outbox-admin-");

/** What the Outbox view does with the queue: list, open, count, and retry a failed job. */
describe("the outbox as the inbox uses it (PGlite)", () => {
  beforeAll(() => {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = tempDir;
  });
  afterAll(async () => {
    await closeDb();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it("lists newest first, opens a job, and retries only a failed one", async () => {
    const db = await getDb();
    await enqueue(db, [
      {
        channel: "email",
        topic: "contact.team",
        payload: { to: ["team@example.com"], subject: "First", text: "t", html: "<b>h</b>" },
      },
      {
        channel: "webhook",
        topic: "submission.created",
        payload: { url: "http://127.0.0.1:9/hook", type: "submission.created", body: "{}" },
      },
    ]);
    const { rows, total, page } = await listOutbox(1, 50);
    expect(total).toBe(2);
    expect(page).toBe(1);
    expect(rows.map((row) => row.topic)).toEqual(["submission.created", "contact.team"]);
    const [hook, mail] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(mail.messageId).toMatch(/^<[0-9a-f-]+@[^>]+>$/);
    expect(hook.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(jobSummary(jobContent(mail.channel, mail.payload))).toEqual({
      recipients: "team@example.com",
      subject: "First",
    });

    const now = new Date();
    expect(await outboxStats(new Date(now.getTime() + 5_000))).toMatchObject({
      pending: 2,
      failed: 0,
    });
    // A pending job is not retried: the button is for failed ones only.
    expect(await retryJob(hook.id)).toBe(false);

    // The worker claims both; the webhook's last attempt fails (final), the email is in hand.
    const claimed = await claimDue(10, new Date(now.getTime() + 5_000));
    expect(claimed.map((job) => job.id).sort()).toEqual([mail.id, hook.id].sort());
    const hookClaim = claimed.find((job) => job.id === hook.id)!;
    expect(await markAttemptFailed(hookClaim, "connect ECONNREFUSED", now, true)).toBe("failed");
    const failed = await findOutboxJob(hook.id);
    expect(failed).toMatchObject({ status: "failed", lastError: "connect ECONNREFUSED" });
    expect(await outboxStats()).toMatchObject({ pending: 1, failed: 1 });

    const later = new Date(now.getTime() + 60_000);
    expect(await retryJob(hook.id, later)).toBe(true);
    const retried = await findOutboxJob(hook.id);
    expect(retried).toMatchObject({ status: "pending", attempts: 0 });
    expect(retried?.nextAttemptAt.getTime()).toBe(later.getTime());
    expect(await outboxStats()).toMatchObject({ pending: 2, failed: 0 });
    // Twice is once: the job is no longer failed.
    expect(await retryJob(hook.id)).toBe(false);
    expect(await findOutboxJob(999_999)).toBeUndefined();
  }, 120_000);
});
