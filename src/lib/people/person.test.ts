import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { notifyConversationStarted } from "@/lib/chat/notify";
import { insertConversation, insertMessage } from "@/lib/chat/store";
import { closeDb, getDb } from "@/lib/db/client";
import {
  adminUsers,
  auditLog,
  chatConversations,
  chatMessages,
  leads,
  newsletterSubscribers,
  newsletterSuppressions,
  outbox,
  portalWaitlist,
  rateLimitBuckets,
  submissionNotes,
  supportTickets,
} from "@/lib/db/schema";
import { acknowledgementCapAddress } from "@/lib/forms/acknowledgement-cap";
import { suppressionHash } from "@/lib/mail/newsletter-links";
import { emlFileName, mailDir } from "@/lib/outbox/deliver";
import { enqueue } from "@/lib/outbox/queue";
import { emptySources, jobsAbout } from "@/lib/retention/dependents";
import { emailKeyHash } from "@/lib/security/keyed-hash";

import { erasePerson, exportPerson, findPerson, personCounts, personEmailSchema } from "./person";

// A person with rows in every table, and a neighbour whose address contains theirs: the lookup
// finds every row of the one and none of the other; after erasure no table holds the address,
// only the suppression hash of a confirmed subscriber.

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-person-"));
const ADA = "ada.lovelace+x@example.com";
const NEIGHBOUR = `l${ADA}`;
const actor = { id: 1, email: "owner@example.com" };
/** A Slack-style webhook target: its path is its secret. */
const HOOK_SECRET = "XoXsEcReTpAtH";
const HOOK = `https://hooks.example.com/services/T000/B000/${HOOK_SECRET}?token=q5ecret`;
/** Another visitor, who typed Ada's address in her own message. */
const MALLORY = "mallory@example.org";

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
    // About a row of theirs that is gone (an unsubscribed subscriber's webhook): found by the
    // keyed hash of their address, stored when it was queued.
    {
      channel: "webhook",
      topic: "subscriber.unsubscribed",
      messageId: `msg_gone_${tag}`,
      payload: { url: HOOK, type: "subscriber.unsubscribed", body: JSON.stringify({ email }) },
      sourceTable: "newsletter_subscribers",
      sourceId: 2_000_000_000,
      personHash: emailKeyHash(email),
    },
    // A webhook about their subscriber row, whose last error (from before errors named the
    // target by its host only) held the whole URL.
    {
      channel: "webhook",
      topic: "submission.created",
      messageId: `msg_${tag}`,
      payload: { url: HOOK, type: "submission.created", body: "{}" },
      sourceTable: "newsletter_subscribers",
      sourceId: subscriber!.id,
      lastError: `${HOOK} answered 500`,
    },
  ]);
  await db.insert(rateLimitBuckets).values([
    { key: `contact:email:${emailKeyHash(email)}`, windowStart: new Date(), count: 1 },
    {
      key: `admin-login:account-failures:${emailKeyHash(email)}`,
      windowStart: new Date(),
      count: 2,
    },
    // The acknowledgement cap counts the mailbox, not the spelling (a.b+x@ as ab@).
    {
      key: `ack:${emailKeyHash(acknowledgementCapAddress(email))}`,
      windowStart: new Date(),
      count: 1,
    },
  ]);
  fs.mkdirSync(mailDir(), { recursive: true });
  fs.writeFileSync(path.join(mailDir(), emlFileName(`<team-${tag}@x>`)), "eml");
  await seedChat(typed, `token-${tag}`, "Do you build chatbots?");
}

/**
 * A live chat as the site stores it: the conversation (under the address as typed), its first
 * message with the team's email queued in the same transaction, a team answer, and the
 * conversations-per-day window keyed on the address's hash.
 */
async function seedChat(typed: string, tokenHash: string, body: string): Promise<number> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const { conversation, message } = await insertConversation(tx, {
      tokenHash,
      name: "Someone",
      email: typed,
      consent: false,
      sourcePage: "/contact",
      locale: "en",
      ipHash: null,
      body,
    });
    await notifyConversationStarted(tx, conversation, message);
    await insertMessage(tx, { conversationId: conversation.id, author: "team", body: "Yes." });
    return conversation.id;
  });
  await db
    .insert(rateLimitBuckets)
    .values({ key: `chat:start:email:${emailKeyHash(typed)}`, windowStart: new Date(), count: 1 })
    .onConflictDoNothing();
  return id;
}

/**
 * Mallory's contact request names Ada's address in its message: her lead, its team email (Ada's
 * address in the text, Reply-To Mallory) and its webhook, queued as the site queues them.
 */
async function seedMallory(): Promise<{ lead: number; jobs: number[]; chat: number }> {
  const db = await getDb();
  const message = `Please also reply to ${ADA}, my colleague.`;
  const [lead] = await db
    .insert(leads)
    .values({ kind: "contact", fullName: "Mallory", email: MALLORY, message, sourcePage: "/" })
    .returning({ id: leads.id });
  const source = { table: "leads", id: lead!.id, email: MALLORY };
  await db.transaction((tx) =>
    enqueue(tx, [
      {
        channel: "email",
        topic: "contact.team",
        payload: {
          to: ["team@example.com"],
          replyTo: MALLORY,
          subject: "New lead",
          text: message,
          html: `<p>${message}</p>`,
        },
        source,
      },
      {
        channel: "webhook",
        topic: "submission.created",
        payload: { url: HOOK, type: "submission.created", body: JSON.stringify({ message }) },
        source,
      },
    ]),
  );
  const jobs = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      jobsAbout({
        ...emptySources(),
        leads: [lead!.id],
      })!,
    );
  // And her chat, where she typed Ada's address too: hers, not Ada's.
  const chat = await seedChat(MALLORY, "token-mallory", `Write to ${ADA} as well.`);
  const chatJobs = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(jobsAbout({ ...emptySources(), chat_conversations: [chat] })!);
  return { lead: lead!.id, jobs: [...jobs, ...chatJobs].map((job) => job.id), chat };
}

let mallory = { lead: 0, jobs: [] as number[], chat: 0 };

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
    mallory = await seedMallory();
    expect(mallory.jobs).toHaveLength(3);
    const records = await findPerson(ADA);
    expect(personCounts(records)).toEqual({
      leads: 1,
      supportTickets: 1,
      portalWaitlist: 1,
      chatConversations: 1,
      chatMessages: 2,
      newsletterSubscribers: 1,
      newsletterSuppressions: 0,
      outbox: 4,
      rateLimits: 4,
      notes: 3,
    });
    // The conversation by its own email column, with both sides of it; never its cookie's hash.
    expect(records.chatConversations[0]).toMatchObject({ email: "Ada.Lovelace+x@Example.com" });
    expect(records.chatConversations[0]).not.toHaveProperty("tokenHash");
    // Whether and when the address was confirmed, and the visitor's last sign of life: theirs.
    expect(records.chatConversations[0]).toHaveProperty("emailConfirmedAt");
    expect(records.chatConversations[0]).toHaveProperty("visitorSeenAt");
    expect(records.chatMessages.map((message) => message.author)).toEqual(["visitor", "team"]);
    expect(records.outbox.map((job) => job.topic)).toContain("chat.conversation.team");
    expect(JSON.stringify(records)).not.toContain(NEIGHBOUR);
    // Mallory's jobs mention Ada's address, but they are Mallory's: not in Ada's view.
    expect(JSON.stringify(records)).not.toContain(MALLORY);
    const found = records.outbox.map((job) => job.id);
    for (const id of mallory.jobs) expect(found).not.toContain(id);
    expect(personCounts(await findPerson(MALLORY))).toMatchObject({
      leads: 1,
      chatConversations: 1,
      chatMessages: 2,
      outbox: 3,
    });
  });

  it("exports it as JSON with an audit entry of counts, never the address", async () => {
    const exported = await exportPerson(ADA, actor, null);
    expect(exported.email).toBe(ADA);
    expect(exported.counts.outbox).toBe(4);
    expect(exported.records.leads[0]).not.toHaveProperty("search");
    expect(exported.counts).toMatchObject({ chatConversations: 1, chatMessages: 2 });
    expect(exported.records.chatMessages.map((message) => message.body)).toEqual([
      "Do you build chatbots?",
      "Yes.",
    ]);
    expect(JSON.stringify(exported)).not.toContain("token-adalovelace");
    // No webhook target in the export, not even by host; no secret of it in any error.
    const webhooks = exported.records.outbox.filter((job) => job.channel === "webhook");
    expect(webhooks).toHaveLength(2);
    for (const job of webhooks) expect(job.payload).not.toHaveProperty("url");
    const json = JSON.stringify(exported);
    expect(json).not.toContain(HOOK_SECRET);
    expect(json).not.toContain("q5ecret");
    expect(json).not.toContain("/services/");
    expect(webhooks.map((job) => job.lastError)).toContain(
      "https://hooks.example.com answered 500",
    );
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
      chat_conversations: 1,
      chat_messages: 2,
      newsletter_subscribers: 1,
      submission_notes: 3,
      outbox: 4,
      eml_files: 1,
      rate_limit_buckets: 4,
      newsletter_suppressions_added: 1,
    });
    const after = await findPerson(ADA);
    expect(personCounts(after)).toEqual({
      leads: 0,
      supportTickets: 0,
      portalWaitlist: 0,
      chatConversations: 0,
      chatMessages: 0,
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
      chatConversations,
      chatMessages,
      newsletterSubscribers,
      newsletterSuppressions,
      outbox,
      rateLimitBuckets,
      submissionNotes,
      auditLog,
    ]) {
      const rows = (await db.select().from(table)) as { id?: unknown }[];
      // Only Mallory's own lead, chat and jobs, which mention the address in her messages,
      // still hold it.
      const holding = rows.filter((row) =>
        /(^|[^a-z])ada\.lovelace\+x@example\.com/.test(JSON.stringify(row).toLowerCase()),
      );
      const mallorys = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, mallory.chat));
      expect(holding.map((row) => row.id)).toEqual(
        table === outbox
          ? mallory.jobs
          : table === leads
            ? [mallory.lead]
            : table === chatMessages
              ? [mallorys[0]!.id]
              : [],
      );
    }
    expect(personCounts(await findPerson(MALLORY))).toMatchObject({
      leads: 1,
      chatConversations: 1,
      chatMessages: 2,
      outbox: 3,
    });
    expect(
      fs.existsSync(path.join(mailDir(), emlFileName("<team-adalovelacexexamplecom@x>"))),
    ).toBe(false);
    const [erased] = await db.select().from(auditLog).where(eq(auditLog.action, "person.erased"));
    expect(erased).toMatchObject({ actorId: actor.id, target: "person" });
    expect(erased!.detail).toMatchObject({ leads: 1, chat_conversations: 1, outbox: 4 });

    // The neighbour is untouched.
    const neighbour = personCounts(await findPerson(NEIGHBOUR));
    expect(neighbour).toMatchObject({
      leads: 1,
      chatConversations: 1,
      chatMessages: 2,
      outbox: 4,
      rateLimits: 4,
      notes: 3,
    });
  });
});
