import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDb, getDb } from "@/lib/db/client";
import {
  adminUsers,
  auditLog,
  leads,
  newsletterSubscribers,
  newsletterSuppressions,
  outbox,
  portalWaitlist,
  rateLimitBuckets,
  submissionNotes,
  supportTickets,
} from "@/lib/db/schema";
import { suppressionHash } from "@/lib/mail/newsletter-links";
import { emlFileName, mailDir } from "@/lib/outbox/deliver";
import { emailKeyHash } from "@/lib/security/keyed-hash";

import { erasePerson, exportPerson, findPerson, personCounts, personEmailSchema } from "./person";

// A person with rows in every table, and a neighbour whose address contains theirs: the lookup
// finds every row of the one and none of the other; after erasure no table holds the address,
// only the suppression hash of a confirmed subscriber.

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-person-"));
const ADA = "ada.lovelace+x@example.com";
const NEIGHBOUR = `l${ADA}`;
const actor = { id: 1, email: "owner@example.com" };

beforeAll(() => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
  process.env.IP_HASH_SECRET = "test-ip-hash-secret-that-is-long-enough-0123";
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

async function seed(email: string, typed: string) {
  const db = await getDb();
  const [lead] = await db
    .insert(leads)
    .values({ kind: "contact", fullName: "Ada", email: typed, sourcePage: "/contact" })
    .returning({ id: leads.id });
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      name: "Ada",
      email: typed,
      subject: "Help",
      priority: "Low",
      message: "Hi",
      sourcePage: "/support",
    })
    .returning({ id: supportTickets.id });
  const [waitlist] = await db
    .insert(portalWaitlist)
    .values({ name: "Ada", email: typed, sourcePage: "/signup" })
    .returning({ id: portalWaitlist.id });
  const [subscriber] = await db
    .insert(newsletterSubscribers)
    .values({ email, status: "confirmed", confirmedAt: new Date(), sourcePage: "/blog" })
    .returning({ id: newsletterSubscribers.id });
  await db.insert(submissionNotes).values([
    { submissionTable: "leads", submissionId: lead!.id, body: "Called back" },
    { submissionTable: "tickets", submissionId: ticket!.id, body: "Fixed" },
    { submissionTable: "waitlist", submissionId: waitlist!.id, body: "Invite soon" },
  ]);
  const tag = email.replace(/[^a-z]/g, "");
  const payload = (to: string, text: string) => ({
    to: [to],
    subject: "Subject",
    text,
    html: `<p>${text}</p>`,
  });
  await db.insert(outbox).values([
    // About their lead, to the team, naming them in Reply-To.
    {
      channel: "email",
      topic: "contact.team",
      messageId: `<team-${tag}@x>`,
      payload: { ...payload("team@example.com", "New lead"), replyTo: email },
      sourceTable: "leads",
      sourceId: lead!.id,
      status: "sent",
      sentAt: new Date(),
    },
    // To them, about nothing stored (a source-less message): found by its recipient.
    {
      channel: "email",
      topic: "support.acknowledgement",
      messageId: `<ack-${tag}@x>`,
      payload: payload(email, "Thanks"),
    },
    // A webhook about their subscriber row.
    {
      channel: "webhook",
      topic: "submission.created",
      messageId: `msg_${tag}`,
      payload: { url: "http://127.0.0.1:9/h", type: "submission.created", body: "{}" },
      sourceTable: "newsletter_subscribers",
      sourceId: subscriber!.id,
    },
  ]);
  await db.insert(rateLimitBuckets).values([
    { key: `contact:email:${emailKeyHash(email)}`, windowStart: new Date(), count: 1 },
    {
      key: `admin-login:account-failures:${emailKeyHash(email)}`,
      windowStart: new Date(),
      count: 2,
    },
  ]);
  fs.mkdirSync(mailDir(), { recursive: true });
  fs.writeFileSync(path.join(mailDir(), emlFileName(`<team-${tag}@x>`)), "eml");
}

describe("the person view", { timeout: 60_000 }, () => {
  it("normalises the address it is given", () => {
    expect(personEmailSchema.parse("  Ada@Example.COM ")).toBe("ada@example.com");
    expect(personEmailSchema.safeParse("not an address").success).toBe(false);
  });

  it("finds every row that holds the address or its hashes, and no one else's", async () => {
    const db = await getDb();
    const [owner] = await db
      .insert(adminUsers)
      .values({ email: actor.email, name: "Owner", passwordHash: "x", role: "owner" })
      .returning({ id: adminUsers.id });
    actor.id = owner!.id;
    await seed(ADA, "Ada.Lovelace+x@Example.com");
    await seed(NEIGHBOUR, NEIGHBOUR);
    const records = await findPerson(ADA);
    expect(personCounts(records)).toEqual({
      leads: 1,
      supportTickets: 1,
      portalWaitlist: 1,
      newsletterSubscribers: 1,
      newsletterSuppressions: 0,
      outbox: 3,
      rateLimits: 2,
      notes: 3,
    });
    expect(JSON.stringify(records)).not.toContain(NEIGHBOUR);
  });

  it("exports it as JSON with an audit entry of counts, never the address", async () => {
    const exported = await exportPerson(ADA, actor, null);
    expect(exported.email).toBe(ADA);
    expect(exported.counts.outbox).toBe(3);
    expect(exported.records.leads[0]).not.toHaveProperty("search");
    const db = await getDb();
    const entries = await db.select().from(auditLog);
    expect(entries.map((entry) => entry.action)).toEqual(["person.export"]);
    expect(JSON.stringify(entries).toLowerCase()).not.toContain(ADA);
  });

  it("erases it in one go: afterwards no table holds the address, only the suppression hash", async () => {
    const counts = await erasePerson(ADA, actor, null);
    expect(counts).toEqual({
      leads: 1,
      support_tickets: 1,
      portal_waitlist: 1,
      newsletter_subscribers: 1,
      submission_notes: 3,
      outbox: 3,
      eml_files: 1,
      rate_limit_buckets: 2,
      newsletter_suppressions_added: 1,
    });
    const after = await findPerson(ADA);
    expect(personCounts(after)).toEqual({
      leads: 0,
      supportTickets: 0,
      portalWaitlist: 0,
      newsletterSubscribers: 0,
      newsletterSuppressions: 1,
      outbox: 0,
      rateLimits: 0,
      notes: 0,
    });
    expect(after.newsletterSuppressions[0]!.emailHash).toBe(suppressionHash(ADA));

    // No table holds the address, in any case, anywhere in any column.
    const db = await getDb();
    for (const table of [
      leads,
      supportTickets,
      portalWaitlist,
      newsletterSubscribers,
      newsletterSuppressions,
      outbox,
      rateLimitBuckets,
      submissionNotes,
      auditLog,
    ]) {
      const text = JSON.stringify(await db.select().from(table)).toLowerCase();
      expect(text).not.toMatch(/(^|[^a-z])ada\.lovelace\+x@example\.com/);
    }
    expect(
      fs.existsSync(path.join(mailDir(), emlFileName("<team-adalovelacexexamplecom@x>"))),
    ).toBe(false);
    const [erased] = await db.select().from(auditLog).where(eq(auditLog.action, "person.erased"));
    expect(erased).toMatchObject({ actorId: actor.id, target: "person" });
    expect(erased!.detail).toMatchObject({ leads: 1, outbox: 3 });

    // The neighbour is untouched.
    const neighbour = personCounts(await findPerson(NEIGHBOUR));
    expect(neighbour).toMatchObject({ leads: 1, outbox: 3, rateLimits: 2, notes: 3 });
  });
});
