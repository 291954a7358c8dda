import fs from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SIGN_IN_LIMITS } from "@/config/admin";
import { RATE_LIMIT_WINDOW_MAX_MS, RETENTION, retentionCutoff } from "@/config/retention";
import { formatPeriod } from "@/content/legal/retention";
import { closeDb, getDb } from "@/lib/db/client";
import {
  adminSessions,
  adminUsers,
  auditLog,
  chatConversations,
  chatMessages,
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

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { purge, type PurgeResult } from "./purge";

// The purge against PGlite with a fake clock: for each period, one row just inside it (kept)
// and one just outside (deleted).

const tempDir = preparedDataDir("cw-purge-");
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

describe("rate-limit windows", () => {
  it("every sign-in limit counts over a window shorter than the purge's", () => {
    for (const limit of Object.values(SIGN_IN_LIMITS)) {
      expect(limit.windowMs).toBeLessThan(RATE_LIMIT_WINDOW_MAX_MS);
    }
  });
});

const EXPECTED = {
  leads: 1,
  support_tickets: 2,
  portal_waitlist: 1,
  chat_conversations: 1,
  chat_messages: 2,
  newsletter_subscribers: 1,
  submission_notes: 3,
  outbox: 5,
  eml_files: 2,
  rate_limit_buckets: 1,
  admin_sessions: 2,
  used_form_tokens: 1,
  audit_log: 1,
};

/** Rows just inside and just outside each period, as of NOW; returns the ids to check. */
async function seed() {
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

  const chat = (email: string, lastActivityAt: Date) => ({
    tokenHash: `token-${email}`,
    name: "Ada",
    email,
    sourcePage: "/contact",
    createdAt: at(lastActivityAt.getTime() - 86_400_000),
    lastActivityAt,
  });
  const [chatKept, chatOld] = await ids(
    db
      .insert(chatConversations)
      .values([
        chat("c1@example.com", inside(cut("chat"))),
        chat("c2@example.com", outside(cut("chat"))),
      ])
      .returning({ id: chatConversations.id }),
  );
  await db.insert(chatMessages).values([
    // Started long ago, answered within the period: the conversation counts from its last.
    {
      conversationId: chatKept!,
      author: "visitor",
      body: "kept",
      createdAt: at(Date.UTC(2020, 0, 1)),
    },
    { conversationId: chatOld!, author: "visitor", body: "old question" },
    { conversationId: chatOld!, author: "team", body: "old answer" },
  ]);

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
      "<chat-old@x>",
      "pending",
      { createdAt: recent },
      { table: "chat_conversations", id: chatOld! },
    ),
    job(
      "<chat-kept@x>",
      "pending",
      { createdAt: recent },
      { table: "chat_conversations", id: chatKept! },
    ),
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

  return {
    keptLead,
    closedKept,
    openOld,
    reopenedKept,
    waitKept,
    chatKept,
    pendingKept,
    confirmedOld,
  };
}

type Seeded = Awaited<ReturnType<typeof seed>>;
type Counts = Extract<PurgeResult, { ran: true }>["counts"];

describe("the retention purge, period by period (fake clock)", { timeout: 60_000 }, () => {
  let seeded: Seeded;
  let dry: PurgeResult;
  let leadsAfterDryRun: number;
  let counts: Counts;

  beforeAll(async () => {
    seeded = await seed();
    dry = await purge(NOW, { dryRun: true });
    leadsAfterDryRun = (await (await getDb()).select().from(leads)).length;
    const result = await purge(NOW, { trigger: "command" });
    if (!result.ran || result.dryRun) throw new Error("the purge did not run");
    counts = result.counts;
  }, 60_000);

  const db = () => getDb();

  it("counts per table what it deleted", () => {
    expect(counts).toEqual(EXPECTED);
  });

  it("a dry run counts the same and deletes nothing", () => {
    expect(dry).toMatchObject({ ran: true, dryRun: true });
    // A dry run counts the email jobs whose files would go.
    if (dry.ran) expect(dry.counts).toEqual({ ...EXPECTED, eml_files: 5 });
    expect(leadsAfterDryRun).toBe(2);
  });

  it(`leads: ${formatPeriod(RETENTION.leads)} after the last activity`, async () => {
    expect(await ids((await db()).select({ id: leads.id }).from(leads))).toEqual([seeded.keptLead]);
  });

  it(`support tickets: ${formatPeriod(RETENTION.tickets)} after closing, or the later activity`, async () => {
    const kept = await ids((await db()).select({ id: supportTickets.id }).from(supportTickets));
    expect(kept.sort()).toEqual([seeded.closedKept, seeded.reopenedKept].sort());
    expect(kept).not.toContain(seeded.openOld);
  });

  it(`the waitlist: ${formatPeriod(RETENTION.waitlist)} after sign-up`, async () => {
    expect(await ids((await db()).select({ id: portalWaitlist.id }).from(portalWaitlist))).toEqual([
      seeded.waitKept,
    ]);
  });

  it(`live chat: ${formatPeriod(RETENTION.chat)} after the last message, with every message`, async () => {
    const database = await db();
    expect(
      await ids(database.select({ id: chatConversations.id }).from(chatConversations)),
    ).toEqual([seeded.chatKept]);
    expect((await database.select().from(chatMessages)).map((row) => row.body)).toEqual(["kept"]);
  });

  it(`newsletter sign-ups never confirmed: ${formatPeriod(RETENTION.pendingSignUps)}; confirmed ones stay`, async () => {
    const kept = await ids(
      (await db()).select({ id: newsletterSubscribers.id }).from(newsletterSubscribers),
    );
    expect(kept.sort()).toEqual([seeded.pendingKept, seeded.confirmedOld].sort());
  });

  it("internal notes go with their submission", async () => {
    const notes = await (await db()).select().from(submissionNotes);
    expect(notes.map((note) => note.body)).toEqual(["kept note"]);
  });

  it(`the outbox: sent and failed jobs after ${formatPeriod(RETENTION.outbox)}, any job with its row, .eml files with their job`, async () => {
    const jobs = await (await db()).select().from(outbox);
    expect(jobs.map((row) => row.messageId).sort()).toEqual(
      [
        "<chat-kept@x>",
        "<failed-kept@x>",
        "<lead-kept@x>",
        "<pending-old@x>",
        "<sent-kept@x>",
      ].sort(),
    );
    expect(fs.readdirSync(mailDir()).sort()).toEqual([emlFileName("<sent-kept@x>")]);
  });

  it(`security records: ended rate-limit windows, expired sessions and tokens, anything older than ${formatPeriod(RETENTION.securityRecords)}`, async () => {
    const database = await db();
    expect((await database.select().from(rateLimitBuckets)).map((row) => row.key)).toEqual([
      "contact:ip:live",
    ]);
    expect((await database.select().from(adminSessions)).map((row) => row.tokenHash)).toEqual([
      "live",
    ]);
    expect((await database.select().from(usedFormTokens)).map((row) => row.id)).toEqual([
      "live-token",
    ]);
  });

  it(`the audit trail: ${formatPeriod(RETENTION.auditTrail)}, and one retention.purge entry of counts`, async () => {
    const database = await db();
    expect(
      (await database.select().from(auditLog).where(eq(auditLog.action, "sign_in"))).map(
        (row) => row.target,
      ),
    ).toEqual(["kept"]);
    const entries = await database
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "retention.purge"));
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
  });

  it("a second purge at the same instant finds nothing more", async () => {
    const again = await purge(NOW);
    // But the first purge's own entry, written at the real time: years before this fake
    // clock's audit cutoff.
    expect(again.ran && again.counts).toEqual({
      ...Object.fromEntries(Object.keys(EXPECTED).map((key) => [key, 0])),
      audit_log: 1,
    });
  });
});
