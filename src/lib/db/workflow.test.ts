import fs from "node:fs";

import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { NO_FILTERS } from "@/lib/admin/filters";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { createAccount, setAccountDisabled } from "./accounts";
import { closeDb, getDb } from "./client";
import { topLeadSources, weeklySubmissions } from "./overview";
import { insertLead, insertTicket, insertWaitlistEntry } from "./queries";
import { auditLog, chatConversations, leads, newsletterSubscribers, outbox } from "./schema";
import {
  addSubmissionNote,
  attributionChoices,
  DIRECT_SOURCE,
  findSubmission,
  listWorkflowInbox,
  prefixQuery,
  setSubmissionAssignee,
  setSubmissionStatus,
  workflowCounts,
  type InboxFilters,
} from "./workflow";

// The workflow's queries against PGlite, on a database of their own with rows at known dates.

const tempDir = preparedDataDir("cw-workflow-");
const meta = { sourcePage: "/contact", ipHash: "abc", userAgent: "vitest" };

let owner: { id: number; email: string };
let member: { id: number; email: string };
const viewer = () => ({ id: owner.id, previousSignedInAt: new Date("2026-03-10T00:00:00Z") });
const ids: Record<string, number> = {};

async function lead(
  key: string,
  values: Partial<Parameters<typeof insertLead>[0]> & { createdAt: Date },
): Promise<number> {
  ids[key] = await insertLead({
    kind: "contact",
    fullName: `Person ${key}`,
    email: `${key}@example.com`,
    message: `About ${key}`,
    ...meta,
    ...values,
  });
  return ids[key];
}

const listed = async (filters: Partial<InboxFilters>) =>
  (await listWorkflowInbox("leads", { ...NO_FILTERS, ...filters }, viewer(), 1, 100)).rows.map(
    (row) => row.id,
  );

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
  const ownerId = await createAccount({
    email: "owner@example.com",
    name: "Olive Owner",
    role: "owner",
    passwordHash: "x",
  });
  const memberId = await createAccount({
    email: "member@example.com",
    name: "Max Member",
    role: "member",
    passwordHash: "x",
  });
  owner = { id: ownerId!, email: "owner@example.com" };
  member = { id: memberId!, email: "member@example.com" };

  await lead("acme", {
    fullName: "Ada Lovelace",
    company: "Acme Industries",
    message: "We need a data platform for the warehouse",
    entryPath: "/services/automation",
    referrerHost: "google.com",
    campaignSource: "google",
    campaignMedium: "cpc",
    campaignName: "spring-launch",
    createdAt: new Date("2026-03-01T09:00:00Z"),
  });
  await lead("demo", {
    kind: "demo",
    useCase: "Chatbot for support",
    message: null,
    sourcePage: "/ai-services",
    entryPath: "/blog",
    referrerHost: "linkedin.com",
    createdAt: new Date("2026-03-12T10:00:00Z"),
  });
  await lead("spam", {
    message: "Cheap pills, buy now",
    entryPath: "/",
    campaignSource: "google",
    campaignName: "spring-launch",
    createdAt: new Date("2026-03-15T10:00:00Z"),
  });
  await lead("late", {
    message: "Migration quote, please",
    createdAt: new Date("2026-03-20T23:59:59Z"),
  });
  const db = await getDb();
  await db.update(leads).set({ status: "spam" }).where(eq(leads.id, ids.spam!));
  await db
    .update(leads)
    .set({ assigneeId: member.id, status: "in_progress" })
    .where(eq(leads.id, ids.late!));
}, 60_000);

afterAll(async () => {
  await closeDb();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe("the list's filters", () => {
  it("hides spam by default, and shows it on request or with any status", async () => {
    expect(await listed({})).toEqual([ids.late, ids.demo, ids.acme]);
    expect(await listed({ status: "spam" })).toEqual([ids.spam]);
    expect(await listed({ status: "any" })).toEqual([ids.late, ids.spam, ids.demo, ids.acme]);
    expect(await listed({ status: "in_progress" })).toEqual([ids.late]);
  });

  it("filters by assignee (me, nobody, an account), form and dates (UTC days, both ends kept)", async () => {
    expect(await listed({ assignee: member.id })).toEqual([ids.late]);
    expect(await listed({ assignee: "me" })).toEqual([]);
    expect(await listed({ assignee: "nobody" })).toEqual([ids.demo, ids.acme]);
    expect(await listed({ kind: "demo" })).toEqual([ids.demo]);
    expect(await listed({ kind: "contact" })).toEqual([ids.late, ids.acme]);
    expect(await listed({ from: "2026-03-12", to: "2026-03-20" })).toEqual([ids.late, ids.demo]);
    expect(await listed({ from: "2026-03-13" })).toEqual([ids.late]);
    expect(await listed({ to: "2026-03-11" })).toEqual([ids.acme]);
    expect(await listed({ to: "2026-03-20", from: "2026-03-20" })).toEqual([ids.late]);
  });

  it("filters by source (a campaign's or a referrer's host, or neither) and by campaign", async () => {
    expect(await listed({ source: "google" })).toEqual([ids.acme]);
    expect(await listed({ source: "google", status: "any" })).toEqual([ids.spam, ids.acme]);
    expect(await listed({ source: "google.com" })).toEqual([ids.acme]);
    expect(await listed({ source: "linkedin.com" })).toEqual([ids.demo]);
    expect(await listed({ source: DIRECT_SOURCE })).toEqual([ids.late]);
    expect(await listed({ source: "bing" })).toEqual([]);
    expect(await listed({ campaign: "spring-launch", status: "any" })).toEqual([
      ids.spam,
      ids.acme,
    ]);
    expect(await listed({ campaign: "spring-launch", source: "linkedin.com" })).toEqual([]);
    // Values are matched, never read as patterns.
    expect(await listed({ campaign: "%" })).toEqual([]);
  });

  it("offers the sources and campaigns the table's rows came from", async () => {
    expect(await attributionChoices("leads")).toEqual({
      sources: ["google", "google.com", "linkedin.com"],
      campaigns: ["spring-launch"],
    });
    expect(await attributionChoices("tickets")).toEqual({ sources: [], campaigns: [] });
  });

  it("new since the last visit: created after the viewer's previous sign-in, spam left out", async () => {
    expect(await listed({ fresh: true })).toEqual([ids.late, ids.demo]);
    // A first visit: every submission still new.
    const first = await listWorkflowInbox(
      "leads",
      { ...NO_FILTERS, fresh: true },
      { id: owner.id, previousSignedInAt: null },
      1,
      100,
    );
    expect(first.rows.map((row) => row.id)).toEqual([ids.demo, ids.acme]);
  });

  it("searches the text: a word, a prefix, an address, web search syntax, and hostile input", async () => {
    expect(await listed({ q: "warehouse" })).toEqual([ids.acme]);
    expect(await listed({ q: "WAREHOUSE" })).toEqual([ids.acme]);
    expect(await listed({ q: "lovel" })).toEqual([ids.acme]);
    expect(await listed({ q: "acme industries" })).toEqual([ids.acme]);
    expect(await listed({ q: "acme@example.com" })).toEqual([ids.acme]);
    expect(await listed({ q: '"data platform"' })).toEqual([ids.acme]);
    expect(await listed({ q: "chatbot" })).toEqual([ids.demo]);
    expect(await listed({ q: "person -acme" })).toEqual([ids.late, ids.demo]);
    expect(await listed({ q: "pills" })).toEqual([]);
    expect(await listed({ q: "pills", status: "any" })).toEqual([ids.spam]);
    expect(await listed({ q: "nothing-like-this" })).toEqual([]);
    for (const hostile of ["':* & !(", "a:*|b", "\\", "'; DROP TABLE leads; --", "((((", "&"]) {
      await expect(listed({ q: hostile })).resolves.toBeInstanceOf(Array);
    }
    expect(await listed({ q: "quote", assignee: member.id, kind: "contact" })).toEqual([ids.late]);
  });

  it("builds prefix queries from letters and digits only", () => {
    expect(prefixQuery("Acme ind")).toBe("acme:* & ind:*");
    expect(prefixQuery("Zoë's  café:*")).toBe("zoë:* & s:* & café:*");
    expect(prefixQuery("!&|()")).toBe("");
  });

  it("adds the assignee's name to the rows", async () => {
    const { rows } = await listWorkflowInbox("leads", NO_FILTERS, viewer(), 1, 100);
    expect(rows.find((row) => row.id === ids.late)?.assigneeName).toBe("Max Member");
    expect(rows.find((row) => row.id === ids.acme)?.assigneeName).toBeNull();
    expect(rows[0]).not.toHaveProperty("search");
  });

  it("counts per status, the total without spam, and what is new", async () => {
    expect(await workflowCounts("leads", viewer())).toEqual({
      byStatus: { new: 2, in_progress: 1, done: 0, spam: 1 },
      total: 3,
      fresh: 2,
    });
    expect(await workflowCounts("leads", { id: owner.id, previousSignedInAt: null })).toMatchObject(
      { fresh: 2 },
    );
  });
});

describe("a submission's workflow", () => {
  it("sets done (closed_at), leaves done (cleared), records from/to in the trail", async () => {
    const id = ids.acme!;
    const before = (await findSubmission("leads", id))!.row.lastActivityAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await setSubmissionStatus("leads", id, "done", owner)).toEqual({
      found: true,
      cancelledJobs: 0,
    });
    const done = (await findSubmission("leads", id))!.row;
    expect(done.status).toBe("done");
    expect(done.closedAt).toBeInstanceOf(Date);
    expect(done.lastActivityAt.getTime()).toBeGreaterThan(before.getTime());
    // Done again keeps the time it was closed.
    await setSubmissionStatus("leads", id, "done", owner);
    expect((await findSubmission("leads", id))!.row.closedAt).toEqual(done.closedAt);
    await setSubmissionStatus("leads", id, "in_progress", owner);
    expect((await findSubmission("leads", id))!.row.closedAt).toBeNull();

    const db = await getDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "submission.status"), eq(auditLog.target, `leads #${id}`)));
    expect(entries.map((entry) => entry.detail)).toEqual([
      { from: "new", to: "done" },
      { from: "done", to: "done" },
      { from: "done", to: "in_progress" },
    ]);
    expect(entries[0]?.actorId).toBe(owner.id);
    expect(await setSubmissionStatus("leads", 999_999, "done", owner)).toEqual({
      found: false,
      cancelledJobs: 0,
    });
  });

  it("spam deletes the submission's pending messages, not the sent ones nor another's", async () => {
    const db = await getDb();
    const id = await insertTicket({
      name: "Sam",
      email: "sam@example.com",
      subject: "Win a prize",
      priority: "Low",
      message: "Spam",
      ...meta,
    });
    const other = await insertWaitlistEntry({ name: "Kim", email: "kim@example.com", ...meta });
    const job = (topic: string, sourceTable: string, sourceId: number, status = "pending") => ({
      channel: "webhook" as const,
      topic,
      messageId: `msg_${topic}_${sourceId}_${Math.random()}`,
      payload: {},
      sourceTable,
      sourceId,
      status: status as "pending" | "sent",
    });
    await db
      .insert(outbox)
      .values([
        job("support.team", "support_tickets", id),
        job("support.acknowledgement", "support_tickets", id),
        job("submission.created", "support_tickets", id, "sent"),
        job("waitlist.team", "portal_waitlist", other),
        job("leads.team", "leads", id),
      ]);
    expect((await findSubmission("tickets", id))!.jobs.map((entry) => entry.topic)).toEqual([
      "support.team",
      "support.acknowledgement",
      "submission.created",
    ]);
    expect(await setSubmissionStatus("tickets", id, "spam", member)).toEqual({
      found: true,
      cancelledJobs: 2,
    });
    const left = await db
      .select({ topic: outbox.topic })
      .from(outbox)
      .where(inArray(outbox.sourceId, [id, other]));
    expect(left.map((row) => row.topic).sort()).toEqual([
      "leads.team",
      "submission.created",
      "waitlist.team",
    ]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `support_tickets #${id}`));
    expect(entry?.detail).toEqual({ from: "new", to: "spam", cancelledJobs: 2 });
    expect(entry?.actorEmail).toBe(member.email);
  });

  it("assigns to an enabled account or nobody; a disabled or unknown one is refused", async () => {
    const id = ids.demo!;
    expect(await setSubmissionAssignee("leads", id, member.id, owner)).toBe("done");
    expect((await findSubmission("leads", id))!.assigneeName).toBe("Max Member");
    expect(await setSubmissionAssignee("leads", id, null, owner)).toBe("done");
    expect((await findSubmission("leads", id))!.row.assigneeId).toBeNull();
    expect(await setSubmissionAssignee("leads", id, 999_999, owner)).toBe("refused");
    await setAccountDisabled(member.id, true);
    expect(await setSubmissionAssignee("leads", id, member.id, owner)).toBe("refused");
    await setAccountDisabled(member.id, false);
    expect(await setSubmissionAssignee("leads", 999_999, member.id, owner)).toBe("missing");
    const db = await getDb();
    const entries = await db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, "submission.assignee"), eq(auditLog.target, `leads #${id}`)));
    expect(entries.map((entry) => entry.detail)).toEqual([
      { from: null, to: member.id },
      { from: member.id, to: null },
    ]);
  });

  it("adds notes, oldest first with their authors; the trail never holds the text", async () => {
    const id = ids.demo!;
    expect(await addSubmissionNote("leads", id, "Called them, <b>keen</b>", owner)).toBe(true);
    expect(await addSubmissionNote("leads", id, "Sent the quote", member)).toBe(true);
    expect(await addSubmissionNote("leads", 999_999, "Lost", owner)).toBe(false);
    const notes = (await findSubmission("leads", id))!.notes;
    expect(notes.map((note) => [note.authorName, note.body])).toEqual([
      ["Olive Owner", "Called them, <b>keen</b>"],
      ["Max Member", "Sent the quote"],
    ]);
    const db = await getDb();
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, "submission.note"));
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain("keen");
    expect(JSON.stringify(entries)).not.toContain("quote");
  });

  it("finds nothing for a missing id", async () => {
    expect(await findSubmission("waitlist", 999_999)).toBeUndefined();
  });
});

describe("the overview", () => {
  // Wednesday 26 November 2025 (a year before the rows the tests above add today): the current
  // ISO week starts on Monday the 24th, the twelfth week back on Monday 8 September.
  const now = new Date("2025-11-26T12:00:00Z");

  beforeAll(async () => {
    const db = await getDb();
    const at = (iso: string) => new Date(iso);
    for (const [key, kind, createdAt, sourcePage] of [
      ["w-current", "contact", "2025-11-24T00:00:00Z", "/pricing"],
      ["w-current-demo", "demo", "2025-11-26T11:00:00Z", "/ai-services"],
      ["w-previous", "contact", "2025-11-23T23:59:59Z", "/pricing"],
      ["w-first", "contact", "2025-09-08T00:00:00Z", "/contact"],
      ["w-before", "contact", "2025-09-07T23:59:59Z", "/old"],
      ["w-future", "contact", "2025-11-27T00:00:00Z", "/future"],
      ["w-spam", "contact", "2025-11-25T00:00:00Z", "/spam-page"],
    ] as const) {
      await lead(key, { kind, createdAt: at(createdAt), sourcePage, useCase: "x" });
    }
    await db.update(leads).set({ status: "spam" }).where(eq(leads.id, ids["w-spam"]!));
    await insertTicket({
      name: "T",
      email: "t@example.com",
      subject: "S",
      priority: "Low",
      message: "M",
      ...meta,
      createdAt: at("2025-11-25T08:00:00Z"),
    });
    await insertWaitlistEntry({
      name: "W",
      email: "w@example.com",
      ...meta,
      createdAt: at("2025-10-01T08:00:00Z"),
    });
    await db.insert(newsletterSubscribers).values({
      email: "n@example.com",
      sourcePage: "/blog",
      createdAt: at("2025-11-24T05:00:00Z"),
    });
    const chat = (tokenHash: string, status: "open" | "spam") => ({
      tokenHash,
      name: "C",
      email: "c@example.com",
      sourcePage: "/contact",
      status,
      createdAt: at("2025-11-25T09:00:00Z"),
    });
    await db.insert(chatConversations).values([chat("chat-1", "open"), chat("chat-2", "spam")]);
  });

  it("buckets submissions per ISO week and form, 12 weeks with zeros, spam and outsiders left out", async () => {
    const weeks = await weeklySubmissions(now);
    expect(weeks.map((week) => week.week)).toEqual([
      "2025-09-08",
      "2025-09-15",
      "2025-09-22",
      "2025-09-29",
      "2025-10-06",
      "2025-10-13",
      "2025-10-20",
      "2025-10-27",
      "2025-11-03",
      "2025-11-10",
      "2025-11-17",
      "2025-11-24",
    ]);
    const byWeek = Object.fromEntries(weeks.map((week) => [week.week, week.counts]));
    expect(byWeek["2025-11-24"]).toEqual({
      contact: 1,
      demo: 1,
      support: 1,
      waitlist: 0,
      newsletter: 1,
      chat: 1,
    });
    expect(byWeek["2025-11-17"]).toMatchObject({ contact: 1, demo: 0 });
    expect(byWeek["2025-09-08"]).toMatchObject({ contact: 1 });
    expect(byWeek["2025-09-29"]).toMatchObject({ waitlist: 1 });
    expect(byWeek["2025-10-13"]).toEqual({
      contact: 0,
      demo: 0,
      support: 0,
      waitlist: 0,
      newsletter: 0,
      chat: 0,
    });
    const total = weeks.reduce(
      (sum, week) => sum + Object.values(week.counts).reduce((a, b) => a + b, 0),
      0,
    );
    expect(total).toBe(8);
  });

  it("ranks the pages that bring leads over the same weeks, spam left out", async () => {
    expect(await topLeadSources(now)).toEqual([
      { page: "/pricing", leads: 2 },
      { page: "/ai-services", leads: 1 },
      { page: "/contact", leads: 1 },
    ]);
    expect(await topLeadSources(now, 1)).toEqual([{ page: "/pricing", leads: 2 }]);
  });

  it("covers the weeks of the database's clock without one given", async () => {
    const weeks = await weeklySubmissions();
    expect(weeks).toHaveLength(12);
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(weeks.at(-1)?.week).toBe(monday.toISOString().slice(0, 10));
  });
});
