import crypto from "node:crypto";
import fs from "node:fs";

import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CHAT_EMAIL, CHAT_LIMITS } from "@/config/chat";
import { replyAsTeam } from "@/lib/admin/chat-team";
import { closeDb, databaseDriver, getDb } from "@/lib/db/client";
import { adminUsers, chatConversations, chatMessages, outbox } from "@/lib/db/schema";
import { chatConfirmToken, chatReplyToken } from "@/lib/mail/chat-links";
import { getSecret } from "@/lib/security/secrets.mjs";
import { ownDatabase } from "@/test/own-database";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { confirmChatEmail, conversationOfReplyLink, replyByLink, requestChatEmail } from "./email";
import { notifyConversationStarted } from "./notify";
import { conversationById, insertConversation } from "./store";
import { chatEventStream } from "./stream";
import { leaveVisitor, touchVisitor, visitorPresent } from "./visitor-presence";

// The chat by email, on the embedded database and on PostgreSQL: an unconfirmed address gets only
// a confirmation link (nothing typed); the transcript and the team's answers go only to a
// confirmed address, the answers only while the visitor's stream is closed and at most once per
// interval (the clock moved by ageing the outbox's rows); a reply by link is stored `via =
// 'email'` under the chat's limits; a team answer's webhook; forged and expired links refused.

const env = {
  MAIL_TEAM_TO: "chat-team@cedarwave.test",
  WEBHOOK_URL: "https://hooks.example.com/chat",
  WEBHOOK_SECRET: `whsec_${crypto.randomBytes(32).toString("base64")}`,
};
const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
beforeAll(() => Object.assign(process.env, env));
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const NAME = "Rana Zephyrine";
const FIRST = "Our secret project Quokka needs a <b>chatbot</b>.";
const ANSWER = "Yes, we can build the <i>Quokka</i> bot.";

async function jobsOf(conversationId: number) {
  const db = await getDb();
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.sourceTable, "chat_conversations"), eq(outbox.sourceId, conversationId)))
    .orderBy(asc(outbox.id));
}

/** Moves the conversation's jobs back in time: as if `ms` had passed since they were queued. */
async function age(conversationId: number, ms: number) {
  const db = await getDb();
  await db
    .update(outbox)
    .set({ createdAt: sql`${outbox.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(and(eq(outbox.sourceTable, "chat_conversations"), eq(outbox.sourceId, conversationId)));
}

type Job = Awaited<ReturnType<typeof jobsOf>>[number];
const textOf = (job: Job) => (job.payload as { text: string }).text;
const htmlOf = (job: Job) => (job.payload as { html: string }).html;

/** The token of the first link to `path` in an email's text. */
function tokenIn(job: Job, path: string): string {
  const match = new RegExp(`${path}\\?t=(\\S+)`).exec(textOf(job));
  if (!match) throw new Error(`no ${path} link in:\n${textOf(job)}`);
  return decodeURIComponent(match[1]!);
}

function message(text: string): FormData {
  const form = new FormData();
  form.set("message", text);
  form.set("_locale", "en");
  return form;
}

function emailContract(driver: "pglite" | "postgres", setup: () => Promise<void>) {
  describe(`the chat by email on ${driver}`, { timeout: 30_000 }, () => {
    let conversationId = 0;
    let other = 0;
    let actor = { id: 0, email: "" };
    let seen = 0;
    const newJobs = async () => {
      const jobs = (await jobsOf(conversationId)).slice(seen);
      seen += jobs.length;
      return jobs;
    };
    const conversation = async () => (await conversationById(conversationId))!;
    const headers = new Headers({ "x-forwarded-for": `10.77.${driver === "pglite" ? 1 : 2}.1` });

    it("starts a conversation (the team is mailed; the visitor is not)", async () => {
      await setup();
      expect(await databaseDriver()).toBe(driver);
      const db = await getDb();
      const [owner] = await db
        .insert(adminUsers)
        .values({ email: `owner-${driver}@cedarwave.test`, name: "Owner", passwordHash: "x" })
        .returning();
      actor = { id: owner!.id, email: owner!.email };
      const start = (tokenHash: string, email: string) =>
        db.transaction(async (tx) => {
          const stored = await insertConversation(tx, {
            tokenHash,
            name: NAME,
            email,
            consent: false,
            sourcePage: "/contact",
            locale: "ar",
            ipHash: null,
            body: FIRST,
          });
          await notifyConversationStarted(tx, stored.conversation, stored.message);
          return stored.conversation;
        });
      conversationId = (await start(`email-${driver}`, "rana@example.com")).id;
      other = (await start(`email-other-${driver}`, "other@example.com")).id;
      expect((await newJobs()).map((job) => job.topic)).toEqual([
        "chat.conversation.team",
        "chat.conversation.created",
      ]);
    }, 60_000);

    it("answers an unconfirmed address's visitor by webhook only, and mails nothing", async () => {
      await leaveVisitor(conversationId);
      const sent = await replyAsTeam(conversationId, ANSWER, actor);
      expect(sent).toMatchObject({ messageId: expect.any(Number) });
      const jobs = await newJobs();
      expect(jobs.map((job) => job.topic)).toEqual(["chat.message.created"]);
      const event = JSON.parse((jobs[0]!.payload as { body: string }).body);
      expect(event).toMatchObject({
        type: "chat.message.created",
        data: { message: { author: "team", via: "web", body: ANSWER, conversationId } },
      });
    });

    it("mails an unconfirmed address only a signed confirmation link: nothing typed, not even the name", async () => {
      expect(await requestChatEmail(await conversation(), "transcript")).toBe("confirmSent");
      const jobs = await newJobs();
      expect(jobs.map((job) => [job.channel, job.topic])).toEqual([["email", "chat.confirmation"]]);
      const [mail] = jobs;
      expect(mail!.payload).toMatchObject({ to: ["rana@example.com"] });
      for (const typed of ["Rana", "Zephyrine", "Quokka", "chatbot"]) {
        expect(textOf(mail!)).not.toContain(typed);
        expect(htmlOf(mail!)).not.toContain(typed);
      }
      // In the conversation's language, linking to its page of that language.
      expect(htmlOf(mail!)).toContain('lang="ar" dir="rtl"');
      expect(tokenIn(mail!, "/ar/chat/confirm")).toMatch(/^\d+\.t\.\d{13}\./);
      // Asking again within the interval sends nothing more.
      expect(await requestChatEmail(await conversation(), "continue")).toBe("wait");
      expect(await newJobs()).toEqual([]);
      expect((await conversation()).emailConfirmedAt).toBeNull();
    });

    it("refuses a forged, tampered, expired or another conversation's confirmation link", async () => {
      const [mail] = (await jobsOf(conversationId)).filter(
        (job) => job.topic === "chat.confirmation",
      );
      const token = tokenIn(mail!, "/ar/chat/confirm");
      const secret = getSecret("FORM_SECRET");
      const current = await conversation();
      const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
      const wished = token.replace(".t.", ".c.");
      const theirs = chatConfirmToken(
        secret,
        { id: other, email: "other@example.com" },
        "continue",
      );
      const foreign = theirs.replace(/^\d+/, String(conversationId));
      const old = chatConfirmToken(
        secret,
        current,
        "transcript",
        Date.now() - CHAT_EMAIL.confirmLinkLifeMs - 60_000,
      );
      const forged = chatConfirmToken("not-the-secret", current, "transcript");
      for (const bad of [tampered, wished, foreign, forged, `${conversationId}`, "", "x.y.z"]) {
        expect(await confirmChatEmail(bad), bad).toBe("invalid");
      }
      expect(await confirmChatEmail(old)).toBe("expired");
      expect((await conversation()).emailConfirmedAt).toBeNull();
      expect(await newJobs()).toEqual([]);
    });

    it("confirms by the link, and mails the transcript that was asked for", async () => {
      const [mail] = (await jobsOf(conversationId)).filter(
        (job) => job.topic === "chat.confirmation",
      );
      expect(await confirmChatEmail(tokenIn(mail!, "/ar/chat/confirm"))).toBe("confirmed");
      expect((await conversation()).emailConfirmedAt).toBeInstanceOf(Date);
      const jobs = await newJobs();
      expect(jobs.map((job) => job.topic)).toEqual(["chat.transcript"]);
      const transcript = jobs[0]!;
      expect(transcript.payload).toMatchObject({ to: ["rana@example.com"] });
      expect(textOf(transcript)).toContain(FIRST);
      expect(textOf(transcript)).toContain(ANSWER);
      expect(htmlOf(transcript)).toContain("&lt;b&gt;chatbot&lt;/b&gt;");
      expect(htmlOf(transcript)).not.toContain("<b>chatbot</b>");
      const link = await conversationOfReplyLink(tokenIn(transcript, "/ar/chat/reply"));
      expect(link).toMatchObject({ status: "ok", conversation: { id: conversationId } });
      // Following it again confirms again, and the transcript is not sent twice in the interval.
      expect(await confirmChatEmail(tokenIn(mail!, "/ar/chat/confirm"))).toBe("confirmed");
      expect(await newJobs()).toEqual([]);
    });

    it("once confirmed, mails the transcript when asked, at most once per interval", async () => {
      expect(await requestChatEmail(await conversation(), "continue")).toBe("continuing");
      expect(await requestChatEmail(await conversation(), "transcript")).toBe("wait");
      await age(conversationId, CHAT_EMAIL.mailIntervalMs + 1_000);
      expect(await requestChatEmail(await conversation(), "transcript")).toBe("transcriptSent");
      expect((await newJobs()).map((job) => job.topic)).toEqual(["chat.transcript"]);
    });

    it("mails the team's answer only while the visitor's stream is closed, once per interval", async () => {
      // The visitor's stream is open (as /chat/stream opens it): they read it live; the webhook
      // only, and the answer comes down the stream.
      const reading = new AbortController();
      await touchVisitor(conversationId);
      const stream = chatEventStream(
        reading.signal,
        conversationId,
        0,
        () => touchVisitor(conversationId),
        () => leaveVisitor(conversationId),
      );
      const reader = stream.body!.getReader();
      expect(await visitorPresent(await getDb(), conversationId)).toBe(true);
      await replyAsTeam(conversationId, "Are you still there?", actor);
      expect((await newJobs()).map((job) => job.topic)).toEqual(["chat.message.created"]);
      let received = "";
      while (!received.includes("Are you still there?")) {
        const chunk = await reader.read();
        if (chunk.done) break;
        received += new TextDecoder().decode(chunk.value);
      }
      expect(received).toContain("Are you still there?");

      // Closed: away at once; the answer is mailed, with a reply link; a second one in the
      // interval is not.
      reading.abort();
      await expect.poll(async () => visitorPresent(await getDb(), conversationId)).toBe(false);
      await replyAsTeam(conversationId, ANSWER, actor);
      await replyAsTeam(conversationId, "And a second line.", actor);
      const jobs = await newJobs();
      expect(jobs.map((job) => job.topic)).toEqual([
        "chat.answer",
        "chat.message.created",
        "chat.message.created",
      ]);
      expect(jobs[0]!.payload).toMatchObject({ to: ["rana@example.com"] });
      expect(textOf(jobs[0]!)).toContain(ANSWER);
      expect(htmlOf(jobs[0]!)).toContain("&lt;i&gt;Quokka&lt;/i&gt;");
      expect(tokenIn(jobs[0]!, "/ar/chat/reply")).toMatch(/^\d+\.\d{13}\./);

      // A sign of life older than the TTL is away.
      await (
        await getDb()
      )
        .update(chatConversations)
        .set({ visitorSeenAt: sql`now() - interval '10 minutes'` })
        .where(eq(chatConversations.id, conversationId));
      await age(conversationId, CHAT_EMAIL.mailIntervalMs + 1_000);
      await replyAsTeam(conversationId, "A third line.", actor);
      expect((await newJobs()).map((job) => job.topic)).toEqual([
        "chat.answer",
        "chat.message.created",
      ]);
    });

    it("stores a reply by link as 'email', notifies the team, and holds it to the chat's limits", async () => {
      const [answer] = (await jobsOf(conversationId)).filter((job) => job.topic === "chat.answer");
      const token = tokenIn(answer!, "/ar/chat/reply");
      const sent = await replyByLink(token, message("Thank you, see you <b>soon</b>"), headers);
      expect(sent).toMatchObject({
        status: "sent",
        message: { author: "visitor", via: "email", body: "Thank you, see you <b>soon</b>" },
      });
      const jobs = await newJobs();
      // Nobody online and the team last mailed long ago (aged): the team's email and the webhook.
      expect(jobs.map((job) => job.topic)).toEqual(["chat.message.team", "chat.message.created"]);
      expect(JSON.parse((jobs[1]!.payload as { body: string }).body)).toMatchObject({
        data: { message: { author: "visitor", via: "email" } },
      });
      expect((await replyByLink(token, message("   "), headers)).status).toBe("invalid");
      const results: string[] = [];
      for (let index = 0; index < CHAT_LIMITS.messagesPerMinutePerConversation; index += 1) {
        results.push((await replyByLink(token, message(`line ${index}`), headers)).status);
      }
      expect(results.at(-1)).toBe("rate_limited");
      expect(results.filter((status) => status === "sent")).toHaveLength(
        CHAT_LIMITS.messagesPerMinutePerConversation - 1,
      );
    });

    it("refuses a forged, expired or another conversation's reply link, and any for an unconfirmed address", async () => {
      const secret = getSecret("FORM_SECRET");
      const current = await conversation();
      const before = (await (await getDb()).select().from(chatMessages)).length;
      const old = chatReplyToken(secret, current, Date.now() - CHAT_EMAIL.replyLinkLifeMs - 60_000);
      expect(await conversationOfReplyLink(old)).toEqual({ status: "expired" });
      const forged = chatReplyToken("not-the-secret", current);
      const unconfirmed = chatReplyToken(secret, { id: other, email: "other@example.com" });
      const moved = unconfirmed.replace(/^\d+/, String(conversationId));
      for (const bad of [forged, unconfirmed, moved, String(conversationId), "1.2.3"]) {
        expect(await conversationOfReplyLink(bad), bad).toEqual({ status: "invalid" });
        expect(await replyByLink(bad, message("let me in"), headers)).toEqual({
          status: "no_conversation",
        });
      }
      expect(await replyByLink(old, message("too late"), headers)).toEqual({
        status: "no_conversation",
      });
      expect((await (await getDb()).select().from(chatMessages)).length).toBe(before);
    });

    it("closes cleanly", async () => {
      await closeDb();
    });
  });
}

const tempDir = preparedDataDir("cw-chat-email-");
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

emailContract("pglite", async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const database = ownDatabase(pgUrl, `cedarwave_chat_email_${process.pid}`);
  afterAll(() => database.drop());
  emailContract("postgres", async () => {
    process.env.DATABASE_URL = await database.create();
    process.env.DATA_DIR = tempDir;
  });
} else {
  describe("the chat by email on postgres", () => {
    it("needs TEST_DATABASE_URL (npm test starts a throw-away PostgreSQL)", () => {
      expect(process.env.REQUIRE_POSTGRES).not.toBe("1");
    });
  });
}
