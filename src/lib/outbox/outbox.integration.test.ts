import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { count, eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { siteConfig } from "@/config/site";
import { closeDb, databaseDriver, getDb } from "@/lib/db/client";
import { insertLead } from "@/lib/db/queries";
import { leads, outbox } from "@/lib/db/schema";
import { mailSettings } from "@/lib/mail/settings";
import { emailKeyHash } from "@/lib/security/keyed-hash";
import { ownDatabase } from "@/test/own-database";

import { startMailSink, type MailSink } from "../../../scripts/lib/mail-sink.mjs";
import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../scripts/lib/webhook-receiver.mjs";
import { closeTransports, deliver, emlFileName, mailDir } from "./deliver";
import type { EmailPayload, NewOutboxJob } from "./jobs";
import { claimDue, enqueue, findOutboxJob, markAttemptFailed, markSent, retryJob } from "./queue";
import { CLAIM_LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from "./retry";

// The outbox core against real transports: a capturing SMTP server (smtp-server + mailparser)
// and an HTTP receiver that verifies Standard Webhooks signatures, both on 127.0.0.1, and the
// database on PGlite and, where the suite provides one (TEST_DATABASE_URL), PostgreSQL. The
// clock is passed to the queue (`now`), never waited for.

const MAIL_FROM = "Cedarwave Team <hello@cedarwave.test>";
const WEBHOOK_SECRET = `whsec_${crypto.randomBytes(32).toString("base64")}`;
const mailHost = new URL(siteConfig.url).hostname;

let sink: MailSink;
let receiver: WebhookReceiver;

beforeAll(async () => {
  [sink, receiver] = await Promise.all([
    startMailSink(),
    startWebhookReceiver({ secret: WEBHOOK_SECRET }),
  ]);
});
afterAll(async () => {
  closeTransports();
  await Promise.all([sink.stop(), receiver.stop()]);
});

const email = (overrides: Partial<EmailPayload> = {}): NewOutboxJob => ({
  channel: "email",
  topic: "contact.team",
  payload: {
    to: ["team@cedarwave.test"],
    replyTo: "ada@example.com",
    subject: "Contact form: Ada Lovelace",
    text: "Name: Ada Lovelace\nMessage: <b>Hello</b>",
    html: "<p>Name: Ada Lovelace</p><p>Message: &lt;b&gt;Hello&lt;/b&gt;</p>",
    ...overrides,
  },
});

const webhook = (url: string, type = "submission.created"): NewOutboxJob => ({
  channel: "webhook",
  topic: type,
  payload: {
    url,
    type,
    body: JSON.stringify({ type, timestamp: new Date().toISOString(), data: { id: 7 } }),
  },
});

/** A fake clock: later than the rows' created_at / next_attempt_at (the database's now()). */
const later = (base: Date, ms: number) => new Date(base.getTime() + ms);
const startClock = () => new Date(Date.now() + 1_000);

async function enqueueCommitted(jobs: NewOutboxJob[]): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => enqueue(tx, jobs));
}

async function claimOne(now: Date) {
  const claimed = await claimDue(10, now);
  expect(claimed).toHaveLength(1);
  return claimed[0]!;
}

const smtpSettings = () => mailSettings({ SMTP_URL: sink.url, MAIL_FROM });

function outboxContract(driver: "pglite" | "postgres", setup: () => Promise<void>) {
  describe(`outbox on ${driver}`, { timeout: 20_000 }, () => {
    const reset = async () => {
      await (await getDb()).delete(outbox);
      sink.clear();
      receiver.clear();
      receiver.recover();
      await sink.resume();
    };

    it("opens the database", async () => {
      await setup();
      expect(await databaseDriver()).toBe(driver);
    }, 60_000);

    it("enqueues in the caller's transaction: stored with its row, or rolled back with it", async () => {
      await reset();
      const db = await getDb();
      const lead = {
        kind: "contact" as const,
        fullName: "Ada Lovelace",
        email: `ada-${driver}@example.com`,
        sourcePage: "/contact",
        ipHash: null,
        userAgent: "vitest",
      };
      const committed = await db.transaction(async (tx) => {
        const id = await insertLead(lead, tx);
        await enqueue(tx, [
          { ...email(), source: { table: "leads", id, email: lead.email } },
          email(),
        ]);
        return id;
      });
      const rows = await db.select().from(outbox);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        sourceTable: "leads",
        sourceId: committed,
        // The person the row belongs to, by the keyed hash of their address (the person view).
        personHash: emailKeyHash(lead.email),
        status: "pending",
        attempts: 0,
      });
      expect(new Set(rows.map((row) => row.messageId)).size).toBe(2);

      const rolledBackEmail = `rolled-back-${driver}@example.com`;
      await expect(
        db.transaction(async (tx) => {
          const id = await insertLead({ ...lead, email: rolledBackEmail }, tx);
          await enqueue(tx, [
            {
              ...email({ subject: "Rolled back" }),
              source: { table: "leads", id, email: rolledBackEmail },
            },
          ]);
          throw new Error("the submission failed after its jobs were written");
        }),
      ).rejects.toThrow("the submission failed");
      const [jobs] = await db.select({ total: count() }).from(outbox);
      expect(jobs?.total).toBe(2);
      const [stored] = await db
        .select({ total: count() })
        .from(leads)
        .where(eq(leads.email, rolledBackEmail));
      expect(stored?.total).toBe(0);
    });

    it("delivers an email over SMTP (with credentials): Message-ID, From, Reply-To, subject, both parts, extra headers", async () => {
      await reset();
      const unsubscribe = `<${siteConfig.url}/newsletter/unsubscribe?token=abc>`;
      await enqueueCommitted([
        email({
          subject: "Contact form: Zoë <Ada> Lovelace",
          headers: {
            "List-Unsubscribe": unsubscribe,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }),
      ]);
      const now = startClock();
      const job = await claimOne(now);
      expect(job).toMatchObject({ channel: "email", attempts: 1 });
      expect(job.messageId).toMatch(
        new RegExp(`^<[0-9a-f-]{36}@${mailHost.replaceAll(".", "\\.")}>$`),
      );

      const url = new URL(sink.url);
      url.username = "mailer";
      url.password = "s3cret";
      await deliver(job, mailSettings({ SMTP_URL: url.toString(), MAIL_FROM }));
      await markSent(job.id, now);

      const [message] = await sink.waitFor((m) => m.messageId === job.messageId);
      expect(message).toMatchObject({
        messageId: job.messageId,
        fromAddress: "hello@cedarwave.test",
        to: ["team@cedarwave.test"],
        replyTo: "ada@example.com",
        subject: "Contact form: Zoë <Ada> Lovelace",
        text: "Name: Ada Lovelace\nMessage: <b>Hello</b>",
        html: "<p>Name: Ada Lovelace</p><p>Message: &lt;b&gt;Hello&lt;/b&gt;</p>",
        envelope: { from: "hello@cedarwave.test", to: ["team@cedarwave.test"] },
      });
      expect(message?.from).toContain("Cedarwave Team");
      expect(message?.headers["list-unsubscribe"]).toBe(unsubscribe);
      expect(message?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(message?.headers["message-id"]).toBe(job.messageId);
      expect(sink.messages).toHaveLength(1);

      expect(await findOutboxJob(job.id)).toMatchObject({
        status: "sent",
        sentAt: now,
        lockedUntil: null,
        lastError: null,
        attempts: 1,
      });
      expect(await claimDue(10, later(now, 86_400_000))).toEqual([]);
    });

    it("sends no header a CR/LF in the subject tries to add (header injection)", async () => {
      await reset();
      await enqueueCommitted([
        email({ subject: "Hello\r\nBcc: victim@example.net\r\nX-Injected: yes\nX-Other: 1" }),
      ]);
      const job = await claimOne(startClock());
      await deliver(job, smtpSettings());
      const [message] = await sink.waitFor((m) => m.messageId === job.messageId);
      for (const name of ["bcc", "x-injected", "x-other"])
        expect(message!.headers).not.toHaveProperty(name);
      expect(message!.envelope.to).toEqual(["team@cedarwave.test"]);
      expect(message!.raw).not.toMatch(/^(Bcc|X-Injected|X-Other):/im);
      expect(message!.subject).not.toMatch(/[\r\n]/);
    });

    it("refuses extra headers with CR/LF: the transaction fails, nothing is stored or sent", async () => {
      await reset();
      const injected: Record<string, string>[] = [
        { "X-Note": "a\r\nBcc: victim@example.net" },
        { "X-Bad: 1\r\nBcc": "victim@example.net" },
      ];
      for (const headers of injected) {
        await expect(enqueueCommitted([email({ headers })])).rejects.toThrow();
      }
      expect(await claimDue(10, startClock())).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sink.messages).toEqual([]);
    });

    it("retries an email while SMTP is down, on the retry schedule, and delivers it once with the same Message-ID", async () => {
      await reset();
      await enqueueCommitted([email()]);
      await sink.pause();
      const now = startClock();
      const first = await claimOne(now);
      const error = await deliver(first, smtpSettings()).then(
        () => null,
        (caught: unknown) => caught as Error,
      );
      expect(error?.message).toMatch(/ECONNREFUSED/);
      expect(await markAttemptFailed(first, error!.message, now)).toBe("retry");
      const delay = retryDelayMs(1)!;
      expect(await findOutboxJob(first.id)).toMatchObject({
        status: "pending",
        attempts: 1,
        lockedUntil: null,
        nextAttemptAt: later(now, delay),
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(await claimDue(10, later(now, delay - 1))).toEqual([]);

      await sink.resume();
      const second = await claimOne(later(now, delay));
      expect(second).toMatchObject({ id: first.id, messageId: first.messageId, attempts: 2 });
      await deliver(second, smtpSettings());
      await markSent(second.id, later(now, delay));
      await sink.waitFor((m) => m.messageId === first.messageId);
      expect(sink.messages.map((m) => m.messageId)).toEqual([first.messageId]);
      expect((await findOutboxJob(first.id))?.status).toBe("sent");
    });

    it("writes one readable .eml file per message without SMTP_URL, named by Message-ID; a retry rewrites the same file", async () => {
      await reset();
      fs.rmSync(mailDir(), { recursive: true, force: true });
      await enqueueCommitted([
        email({ subject: "First\r\nX-Injected: yes" }),
        email({ to: ["visitor@example.com"], subject: "Second" }),
      ]);
      const now = startClock();
      const settings = mailSettings({ MAIL_FROM });
      const jobs = await claimDue(10, now);
      expect(jobs).toHaveLength(2);
      // The first is written, then its worker dies before markSent: the lease runs out, it is
      // claimed and written again.
      for (const job of jobs) await deliver(job, settings);
      await markSent(jobs[1]!.id, now);
      const again = await claimOne(later(now, CLAIM_LEASE_MS));
      expect(again).toMatchObject({ id: jobs[0]!.id, attempts: 2 });
      await deliver(again, settings);
      await markSent(again.id, later(now, CLAIM_LEASE_MS));

      const files = fs.readdirSync(mailDir()).sort();
      expect(files).toEqual(jobs.map((job) => emlFileName(job.messageId)).sort());
      for (const job of jobs) {
        const raw = fs.readFileSync(path.join(mailDir(), emlFileName(job.messageId)));
        const parsed = await simpleParser(raw);
        expect(parsed.messageId).toBe(job.messageId);
        expect(parsed.from?.value[0]?.address).toBe("hello@cedarwave.test");
        expect(parsed.replyTo?.value[0]?.address).toBe("ada@example.com");
        expect(parsed.text).toBe("Name: Ada Lovelace\nMessage: <b>Hello</b>");
        expect(parsed.html).toBe(
          "<p>Name: Ada Lovelace</p><p>Message: &lt;b&gt;Hello&lt;/b&gt;</p>",
        );
        expect(raw.toString("utf8")).not.toMatch(/^X-Injected:/im);
      }
      const [first, second] = jobs.map((job) =>
        fs.readFileSync(path.join(mailDir(), emlFileName(job.messageId)), "utf8"),
      );
      expect(first).toMatch(/^Subject: First X-Injected: yes$/m);
      expect(second).toMatch(/^To: visitor@example\.com$/m);
    });

    it("delivers a webhook with a signature the receiver verifies; a wrong secret is refused", async () => {
      await reset();
      await enqueueCommitted([webhook(receiver.url)]);
      const now = startClock();
      const job = await claimOne(now);
      expect(job.messageId).toMatch(/^msg_[0-9a-f]{32}$/);

      const otherSecret = `whsec_${crypto.randomBytes(32).toString("base64")}`;
      await expect(
        deliver(job, mailSettings({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: otherSecret })),
      ).rejects.toThrow(/answered 400/);
      expect(receiver.rejected).toMatchObject([{ id: job.messageId }]);
      expect(receiver.events).toEqual([]);

      await deliver(
        job,
        mailSettings({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: WEBHOOK_SECRET }),
      );
      await markSent(job.id, now);
      const [event] = await receiver.waitFor((e) => e.id === job.messageId);
      expect(event).toMatchObject({
        id: job.messageId,
        type: "submission.created",
        verified: true,
        body: { type: "submission.created", data: { id: 7 } },
      });
    });

    it("retries a webhook whose receiver answers 500, on the retry schedule, until it is accepted", async () => {
      await reset();
      const settings = mailSettings({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET });
      await enqueueCommitted([webhook(receiver.url, "subscriber.confirmed")]);
      receiver.failWith(500);
      let now = startClock();
      let messageId = "";
      // Two failed attempts: retried 30 s, then 60 s later.
      for (let attempt = 1; attempt <= 2; attempt++) {
        const job = await claimOne(now);
        messageId ||= job.messageId;
        expect(job).toMatchObject({ messageId, attempts: attempt });
        const error = await deliver(job, settings).then(
          () => null,
          (caught: unknown) => caught as Error,
        );
        expect(error?.message).toMatch(/answered 500/);
        expect(await markAttemptFailed(job, error!.message, now)).toBe("retry");
        const next = later(now, retryDelayMs(attempt)!);
        expect((await findOutboxJob(job.id))?.nextAttemptAt).toEqual(next);
        expect(await claimDue(10, later(next, -1))).toEqual([]);
        now = next;
      }
      expect(receiver.events).toEqual([]);

      receiver.recover();
      const job = await claimOne(now);
      expect(job.attempts).toBe(3);
      await deliver(job, settings);
      await markSent(job.id, now);
      expect(await receiver.waitFor((e) => e.id === messageId)).toHaveLength(1);
      expect(receiver.events).toHaveLength(1);
      expect(receiver.rejected).toEqual([]);
      expect((await findOutboxJob(job.id))?.status).toBe("sent");
    });

    it("never hands one job to two claimers running at once", async () => {
      await reset();
      const total = 60;
      await enqueueCommitted(Array.from({ length: total }, () => email()));
      const now = startClock();
      const claimer = async () => {
        const mine: number[] = [];
        for (;;) {
          const jobs = await claimDue(3, now);
          if (jobs.length === 0) return mine;
          mine.push(...jobs.map((job) => job.id));
        }
      };
      const claims = await Promise.all(Array.from({ length: 6 }, claimer));
      const all = claims.flat();
      expect(all).toHaveLength(total);
      expect(new Set(all).size).toBe(total);
      const rows = await (await getDb()).select().from(outbox);
      expect(rows.every((row) => row.status === "sending" && row.attempts === 1)).toBe(true);
    });

    it("claims a job again when its lease ran out, not before", async () => {
      await reset();
      await enqueueCommitted([email()]);
      const now = startClock();
      const job = await claimOne(now);
      expect(await findOutboxJob(job.id)).toMatchObject({
        status: "sending",
        lockedUntil: later(now, CLAIM_LEASE_MS),
      });
      expect(await claimDue(10, later(now, CLAIM_LEASE_MS - 1))).toEqual([]);
      const again = await claimOne(later(now, CLAIM_LEASE_MS));
      expect(again).toMatchObject({ id: job.id, messageId: job.messageId, attempts: 2 });
    });

    it("does not let a worker whose lease ran out undo the delivery of the worker that took the job over", async () => {
      await reset();
      await enqueueCommitted([email()]);
      const now = startClock();
      const stale = await claimOne(now); // worker A stalls (a slow SMTP server, a long pause)
      const takeover = later(now, CLAIM_LEASE_MS);
      const current = await claimOne(takeover); // worker B takes the job over and delivers it
      await deliver(current, smtpSettings());
      await markSent(current.id, takeover);
      // A's attempt finally times out and is recorded as failed.
      await markAttemptFailed(stale, "Greeting never received", later(takeover, 1_000));
      expect((await findOutboxJob(current.id))?.status).toBe("sent");
      expect(await claimDue(10, later(takeover, 86_400_000))).toEqual([]);
      expect(sink.messages).toHaveLength(1);
    });

    it("fails a job whose worker died during each of its attempts, instead of claiming it forever", async () => {
      await reset();
      await enqueueCommitted([email()]);
      let now = startClock();
      let id = 0;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const job = await claimOne(now);
        expect(job.attempts).toBe(attempt);
        id = job.id;
        now = later(now, CLAIM_LEASE_MS); // the worker died: its lease runs out
      }
      expect(await claimDue(10, now)).toEqual([]);
      expect((await findOutboxJob(id))?.status).toBe("failed");
    });

    it("marks a job failed after its last attempt; retryJob puts it back with fresh attempts", async () => {
      await reset();
      await enqueueCommitted([email()]);
      let now = startClock();
      let outcome: "retry" | "failed" = "retry";
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const job = await claimOne(now);
        expect(job.attempts).toBe(attempt);
        outcome = await markAttemptFailed(job, `attempt ${attempt} failed`, now);
        expect(outcome).toBe(attempt < MAX_ATTEMPTS ? "retry" : "failed");
        if (outcome === "retry") now = later(now, retryDelayMs(attempt)!);
      }
      const [row] = await (await getDb()).select().from(outbox);
      expect(row).toMatchObject({
        status: "failed",
        attempts: MAX_ATTEMPTS,
        lockedUntil: null,
        lastError: `attempt ${MAX_ATTEMPTS} failed`,
      });
      expect(await claimDue(10, later(now, 365 * 86_400_000))).toEqual([]);

      const retriedAt = later(now, 3_600_000);
      expect(await retryJob(row!.id, retriedAt)).toBe(true);
      expect(await findOutboxJob(row!.id)).toMatchObject({
        status: "pending",
        attempts: 0,
        nextAttemptAt: retriedAt,
      });
      expect(await retryJob(row!.id, retriedAt)).toBe(false);
      const job = await claimOne(retriedAt);
      expect(job).toMatchObject({ id: row!.id, attempts: 1 });
      await deliver(job, smtpSettings());
      await markSent(job.id, retriedAt);
      await sink.waitFor((m) => m.messageId === job.messageId);
    });

    if (driver === "postgres") {
      it("skips a job another transaction holds instead of waiting for it (SKIP LOCKED)", async () => {
        await reset();
        await enqueueCommitted([email(), email(), email()]);
        const db = await getDb();
        const now = startClock();
        const ids = (await db.select({ id: outbox.id }).from(outbox).orderBy(outbox.id)).map(
          (row) => row.id,
        );
        await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT id FROM outbox WHERE id = ${ids[0]} FOR UPDATE`);
          // Another connection of the pool: it must not block on the locked row.
          const claimed = await claimDue(10, now);
          expect(claimed.map((job) => job.id)).toEqual(ids.slice(1));
        });
        expect((await claimDue(10, now)).map((job) => job.id)).toEqual(ids.slice(0, 1));
      }, 10_000);
    }

    it("closes cleanly", async () => {
      await closeDb();
    });
  });
}

const tempDir = preparedDataDir("cw-outbox-");
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

outboxContract("pglite", async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  // A database of its own: the outbox is emptied between tests, and other test files share
  // TEST_DATABASE_URL's database.
  const database = ownDatabase(pgUrl, `cedarwave_outbox_${process.pid}`);
  afterAll(() => database.drop());
  outboxContract("postgres", async () => {
    process.env.DATABASE_URL = await database.create();
    process.env.DATA_DIR = tempDir;
  });
} else {
  describe("outbox on postgres", () => {
    it("needs TEST_DATABASE_URL (npm test starts a throw-away PostgreSQL)", () => {
      // As in src/lib/db/db.test.ts: outside `npm test` there is no server, said rather than
      // skipped; under `npm test` REQUIRE_POSTGRES=1 makes a missing server a failure.
      expect(process.env.REQUIRE_POSTGRES).not.toBe("1");
    });
  });
}
