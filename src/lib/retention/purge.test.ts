import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { RATE_LIMIT_WINDOW_MAX_MS, RETENTION, retentionCutoff } from "@/config/retention";
import { SIGN_IN_LIMITS } from "@/lib/admin/auth";
import { closeDb, getDb } from "@/lib/db/client";
import {
  adminSessions,
  adminUsers,
  auditLog,
  leads,
  newsletterSubscribers,
  outbox,
  portalWaitlist,
  rateLimitBuckets,
  submissionNotes,
  supportTickets,
  usedFormTokens,
} from "@/lib/db/schema";
import { emlFileName, mailDir } from "@/lib/outbox/deliver";

import { purge } from "./purge";

// The purge against PGlite with a fake clock: for each period, one row just inside it (kept)
// and one just outside (deleted).

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-purge-"));
const NOW = new Date("2031-06-15T12:00:00.000Z");
const MS = 1;
const at = (ms: number) => new Date(ms);
/** Just inside a period (kept) and just outside it (purged), from its cutoff. */
const inside = (cutoff: Date) => at(cutoff.getTime() + 60_000);
const outside = (cutoff: Date) => at(cutoff.getTime() - MS);
const cut = (key: keyof typeof RETENTION) => retentionCutoff(NOW, RETENTION[key]);

beforeAll(() => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

const lead = (email: string, lastActivityAt: Date) => ({
  kind: "contact" as const,
  fullName: "Ada Lovelace",
  email,
  sourcePage: "/contact",
  lastActivityAt,
  createdAt: at(lastActivityAt.getTime() - 86_400_000),
});

async function ids<T extends { id: number }>(rows: Promise<T[]>): Promise<number[]> {
  return (await rows).map((row) => row.id);
}

describe("the retention purge", { timeout: 60_000 }, () => {
  it("keeps every rate-limit window of the sign-in limits within the purge's window", () => {
    for (const limit of Object.values(SIGN_IN_LIMITS)) {
      expect(limit.windowMs).toBeLessThan(RATE_LIMIT_WINDOW_MAX_MS);
    }
  });

  it("deletes what is past its period, with its notes and outbox jobs, and keeps the rest", async () => {
    const db = await getDb();
    const [keptLead, oldLead] = await ids(
      db
        .insert(leads)
        .values([
          lead("kept@example.com", inside(cut("leads"))),
          lead("old@example.com", outside(cut("leads"))),
        ])
        .returning({ id: leads.id }),
    );
    const ticket = (email: string, lastActivityAt: Date, closedAt: Date | null) => ({
      name: "Ada",
      email,
      subject: "Help",
      priority: "Low" as const,
      message: "Hello",
      sourcePage: "/support",
      createdAt: at(lastActivityAt.getTime() - 86_400_000),
      lastActivityAt,
      closedAt,
    });
    const tc = cut("tickets");
    const [closedKept, closedOld, openOld, reopenedKept] = await ids(
      db
        .insert(supportTickets)
        .values([
          ticket("t1@example.com", outside(tc), inside(tc)),
          ticket("t2@example.com", at(outside(tc).getTime() - 1000), outside(tc)),
          ticket("t3@example.com", outside(tc), null),
          // Closed long ago, but active since: counts from the later activity.
          ticket("t4@example.com", inside(tc), at(tc.getTime() - 86_400_000)),
        ])
        .returning({ id: supportTickets.id }),
    );
    const waitlist = (email: string, createdAt: Date) => ({
      name: "Ada",
      email,
      sourcePage: "/signup",
      createdAt,
      lastActivityAt: createdAt,
    });
    const [waitKept, waitOld] = await ids(
      db
        .insert(portalWaitlist)
        .values([
          waitlist("w1@example.com", inside(cut("waitlist"))),
          waitlist("w2@example.com", outside(cut("waitlist"))),
        ])
        .returning({ id: portalWaitlist.id }),
    );
    const sub = (email: string, status: "pending" | "confirmed", createdAt: Date) => ({
      email,
      status,
      sourcePage: "/blog",
      createdAt,
      confirmedAt: status === "confirmed" ? createdAt : null,
    });
    const [pendingKept, pendingOld, confirmedOld] = await ids(
      db
        .insert(newsletterSubscribers)
        .values([
          sub("n1@example.com", "pending", inside(cut("pendingSignUps"))),
          sub("n2@example.com", "pending", outside(cut("pendingSignUps"))),
          sub("n3@example.com", "confirmed", at(Date.UTC(2020, 0, 1))),
        ])
        .returning({ id: newsletterSubscribers.id }),
    );

    await db.insert(submissionNotes).values([
      { submissionTable: "leads", submissionId: keptLead!, body: "kept note" },
      { submissionTable: "leads", submissionId: oldLead!, body: "old note" },
      { submissionTable: "tickets", submissionId: closedOld!, body: "old ticket note" },
      { submissionTable: "waitlist", submissionId: waitOld!, body: "old waitlist note" },
    ]);

    const oc = cut("outbox");
    const job = (
      messageId: string,
      status: "pending" | "sent" | "failed",
      times: { createdAt: Date; sentAt?: Date },
      source?: { table: string; id: number },
    ) => ({
      channel: "email" as const,
      topic: "contact.team",
      messageId,
      payload: { to: ["team@example.com"], subject: "s", text: "t", html: "h" },
      status,
      sourceTable: source?.table ?? null,
      sourceId: source?.id ?? null,
      createdAt: times.createdAt,
      sentAt: times.sentAt ?? null,
    });
    const recent = at(NOW.getTime() - 86_400_000);
    await db.insert(outbox).values([
      job("<sent-kept@x>", "sent", { createdAt: inside(oc), sentAt: inside(oc) }),
      job("<sent-old@x>", "sent", { createdAt: outside(oc), sentAt: outside(oc) }),
      job("<failed-kept@x>", "failed", { createdAt: inside(oc) }),
      job("<failed-old@x>", "failed", { createdAt: outside(oc) }),
      // Still to be delivered: stays, however old, unless its row goes.
      job("<pending-old@x>", "pending", { createdAt: outside(oc) }),
      job("<lead-pending@x>", "pending", { createdAt: recent }, { table: "leads", id: oldLead! }),
      job("<lead-kept@x>", "pending", { createdAt: recent }, { table: "leads", id: keptLead! }),
      job(
        "<sub-old@x>",
        "sent",
        { createdAt: recent, sentAt: recent },
        {
          table: "newsletter_subscribers",
          id: pendingOld!,
        },
      ),
    ]);
    const dir = mailDir();
    fs.mkdirSync(dir, { recursive: true });
    for (const id of ["<sent-kept@x>", "<sent-old@x>", "<lead-pending@x>"]) {
      fs.writeFileSync(path.join(dir, emlFileName(id)), "eml");
    }

    const sc = cut("securityRecords");
    const windowOver = at(NOW.getTime() - RATE_LIMIT_WINDOW_MAX_MS);
    await db.insert(rateLimitBuckets).values([
      { key: "contact:ip:live", windowStart: inside(windowOver), count: 3 },
      { key: "contact:ip:over", windowStart: outside(windowOver), count: 3 },
    ]);
    const [user] = await db
      .insert(adminUsers)
      .values({ email: "staff@example.com", name: "Staff", passwordHash: "x" })
      .returning({ id: adminUsers.id });
    await db.insert(adminSessions).values([
      {
        tokenHash: "live",
        userId: user!.id,
        createdAt: recent,
        expiresAt: at(NOW.getTime() + 1000),
      },
      {
        tokenHash: "expired",
        userId: user!.id,
        createdAt: recent,
        expiresAt: at(NOW.getTime() - MS),
      },
      // Not expired, but older than the security records' period: gone too.
      {
        tokenHash: "aged",
        userId: user!.id,
        createdAt: outside(sc),
        expiresAt: at(NOW.getTime() + 1000),
      },
    ]);
    await db.insert(usedFormTokens).values([
      { id: "live-token", expiresAt: at(NOW.getTime() + 1000) },
      { id: "spent-token", expiresAt: at(NOW.getTime() - MS) },
    ]);
    const ac = cut("auditTrail");
    await db.insert(auditLog).values([
      { action: "sign_in", target: "kept", createdAt: inside(ac) },
      { action: "sign_in", target: "old", createdAt: outside(ac) },
    ]);

    // A dry run counts and changes nothing.
    const dry = await purge(NOW, { dryRun: true });
    expect(dry.ran && dry.dryRun).toBe(true);
    expect((await db.select().from(leads)).length).toBe(2);

    const result = await purge(NOW, { trigger: "command" });
    expect(result).toMatchObject({ ran: true, dryRun: false });
    if (!result.ran) return;
    const expected = {
      leads: 1,
      support_tickets: 2,
      portal_waitlist: 1,
      newsletter_subscribers: 1,
      submission_notes: 3,
      outbox: 4,
      eml_files: 2,
      rate_limit_buckets: 1,
      admin_sessions: 2,
      used_form_tokens: 1,
      audit_log: 1,
    };
    expect(result.counts).toEqual(expected);
    if (dry.ran) expect(dry.counts).toEqual({ ...expected, eml_files: 4 });

    expect(await ids(db.select({ id: leads.id }).from(leads))).toEqual([keptLead]);
    expect((await ids(db.select({ id: supportTickets.id }).from(supportTickets))).sort()).toEqual(
      [closedKept!, reopenedKept!].sort(),
    );
    expect(openOld).toBeDefined();
    expect(await ids(db.select({ id: portalWaitlist.id }).from(portalWaitlist))).toEqual([
      waitKept,
    ]);
    expect(
      (await ids(db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers))).sort(),
    ).toEqual([pendingKept!, confirmedOld!].sort());
    expect((await db.select().from(submissionNotes)).map((note) => note.body)).toEqual([
      "kept note",
    ]);
    expect((await db.select().from(outbox)).map((row) => row.messageId).sort()).toEqual(
      ["<failed-kept@x>", "<lead-kept@x>", "<pending-old@x>", "<sent-kept@x>"].sort(),
    );
    expect(fs.readdirSync(dir).sort()).toEqual([emlFileName("<sent-kept@x>")]);
    expect((await db.select().from(rateLimitBuckets)).map((row) => row.key)).toEqual([
      "contact:ip:live",
    ]);
    expect((await db.select().from(adminSessions)).map((row) => row.tokenHash)).toEqual(["live"]);
    expect((await db.select().from(usedFormTokens)).map((row) => row.id)).toEqual(["live-token"]);

    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "retention.purge"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: null, target: "retention purge" });
    expect(entries[0]!.detail).toMatchObject({
      trigger: "command",
      asOf: NOW.toISOString(),
      leads: 1,
      audit_log: 1,
    });
    // Counts only: no address, no name.
    expect(JSON.stringify(entries[0]!.detail)).not.toMatch(/@|Ada/);
    expect(
      (await db.select().from(auditLog).where(eq(auditLog.action, "sign_in"))).map((r) => r.target),
    ).toEqual(["kept"]);

    // A second purge at the same instant finds nothing more (but the first purge's own entry,
    // written at the real time, which is years before this fake clock's audit cutoff).
    const again = await purge(NOW);
    expect(again.ran && again.counts).toEqual({
      ...Object.fromEntries(Object.keys(expected).map((key) => [key, 0])),
      audit_log: 1,
    });
    await db.execute(sql`DELETE FROM audit_log`);
  });
});
