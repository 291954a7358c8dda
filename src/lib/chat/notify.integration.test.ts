import crypto from "node:crypto";
import fs from "node:fs";

import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { closeDb, databaseDriver, getDb } from "@/lib/db/client";
import { adminUsers, outbox } from "@/lib/db/schema";
import { emailKeyHash } from "@/lib/security/keyed-hash";
import { ownDatabase } from "@/test/own-database";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { notifyConversationStarted, notifyVisitorMessage, TEAM_MAIL_INTERVAL_MS } from "./notify";
import { insertConversation, insertMessage, updateConversation } from "./store";

// What a visitor's chat writes to the outbox, in the transaction of its message, on the
// embedded database and on PostgreSQL: the team's email and the webhooks of a new conversation;
// a message's webhook, and its email only when nobody is online and the conversation was not
// mailed in the last ten minutes (the clock moved by ageing the outbox's rows).

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

function notifyContract(driver: "pglite" | "postgres", setup: () => Promise<void>) {
  describe(`chat notifications on ${driver}`, { timeout: 20_000 }, () => {
    let conversationId = 0;

    const visitorWrites = async (body: string, teamOnline = 0) => {
      const db = await getDb();
      await db.transaction(async (tx) => {
        const message = await insertMessage(tx, { conversationId, author: "visitor", body });
        await notifyVisitorMessage(tx, message, teamOnline);
      });
    };
    const topicsSince = async (count: number) =>
      (await jobsOf(conversationId)).slice(count).map((job) => job.topic);

    it("opens the database", async () => {
      await setup();
      expect(await databaseDriver()).toBe(driver);
    }, 60_000);

    it("queues a new conversation's team email and webhook with it, or not at all", async () => {
      const db = await getDb();
      const input = {
        name: "Rana Haddad",
        email: "Rana@Example.com",
        consent: true,
        sourcePage: "/contact",
        locale: "en" as const,
        ipHash: null,
        body: "Do you build <b>chatbots</b>?",
      };
      await expect(
        db.transaction(async (tx) => {
          const { conversation, message } = await insertConversation(tx, {
            ...input,
            tokenHash: `rolled-back-${driver}`,
          });
          await notifyConversationStarted(tx, conversation, message);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      expect(await db.select().from(outbox)).toEqual([]);

      const { conversation } = await db.transaction(async (tx) => {
        const stored = await insertConversation(tx, { ...input, tokenHash: `notify-${driver}` });
        await notifyConversationStarted(tx, stored.conversation, stored.message);
        return stored;
      });
      conversationId = conversation.id;
      const jobs = await jobsOf(conversationId);
      expect(jobs.map((job) => [job.channel, job.topic])).toEqual([
        ["email", "chat.conversation.team"],
        ["webhook", "chat.conversation.created"],
      ]);
      // Found by the person view: the conversation's row, and the hash of its address.
      for (const job of jobs) expect(job.personHash).toBe(emailKeyHash("Rana@Example.com"));
      expect(jobs[0]!.payload).toMatchObject({ to: [env.MAIL_TEAM_TO] });
      expect(JSON.stringify(jobs[0]!.payload)).toContain("&lt;b&gt;chatbots&lt;/b&gt;");
    });

    it("mails a conversation at most once every ten minutes while nobody is online", async () => {
      let seen = (await jobsOf(conversationId)).length;
      // Within ten minutes of the new conversation's email: the webhook only.
      await visitorWrites("Anyone there?");
      expect(await topicsSince(seen)).toEqual(["chat.message.created"]);
      seen += 1;

      await age(conversationId, TEAM_MAIL_INTERVAL_MS + 1_000);
      await visitorWrites("Hello?");
      await visitorWrites("Still here.");
      expect(await topicsSince(seen)).toEqual([
        "chat.message.team",
        "chat.message.created",
        "chat.message.created",
      ]);
      const [mail] = (await jobsOf(conversationId)).slice(seen);
      expect(mail!.payload).toMatchObject({ to: [env.MAIL_TEAM_TO] });
      expect(JSON.stringify(mail!.payload)).toContain("Hello?");
      seen += 3;

      // Someone online: they see it in the chat; the webhook still goes.
      await age(conversationId, TEAM_MAIL_INTERVAL_MS + 1_000);
      await visitorWrites("Are you reading?", 1);
      expect(await topicsSince(seen)).toEqual(["chat.message.created"]);
    });

    it("mails the handler's own address, and the team's when their account is disabled", async () => {
      const db = await getDb();
      const [sam] = await db
        .insert(adminUsers)
        .values({ email: `sam-${driver}@cedarwave.test`, name: "Sam", passwordHash: "x" })
        .returning();
      await updateConversation(conversationId, { assigneeId: sam!.id });
      await age(conversationId, TEAM_MAIL_INTERVAL_MS + 1_000);
      let seen = (await jobsOf(conversationId)).length;
      await visitorWrites("For Sam");
      let [mail] = (await jobsOf(conversationId)).slice(seen);
      expect(mail).toMatchObject({ topic: "chat.message.team", payload: { to: [sam!.email] } });

      await db.update(adminUsers).set({ disabledAt: new Date() }).where(eq(adminUsers.id, sam!.id));
      await age(conversationId, TEAM_MAIL_INTERVAL_MS + 1_000);
      seen = (await jobsOf(conversationId)).length;
      await visitorWrites("Sam left?");
      [mail] = (await jobsOf(conversationId)).slice(seen);
      expect(mail).toMatchObject({
        topic: "chat.message.team",
        payload: { to: [env.MAIL_TEAM_TO] },
      });
    });

    it("sends nothing more about a conversation marked spam", async () => {
      await updateConversation(conversationId, { status: "spam" });
      await age(conversationId, TEAM_MAIL_INTERVAL_MS + 1_000);
      const seen = (await jobsOf(conversationId)).length;
      await visitorWrites("buy now");
      expect(await topicsSince(seen)).toEqual([]);
    });

    it("closes cleanly", async () => {
      await closeDb();
    });
  });
}

const tempDir = preparedDataDir("cw-chat-notify-");
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

notifyContract("pglite", async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const database = ownDatabase(pgUrl, `cedarwave_chat_notify_${process.pid}`);
  afterAll(() => database.drop());
  notifyContract("postgres", async () => {
    process.env.DATABASE_URL = await database.create();
    process.env.DATA_DIR = tempDir;
  });
} else {
  describe("chat notifications on postgres", () => {
    it("needs TEST_DATABASE_URL (npm test starts a throw-away PostgreSQL)", () => {
      expect(process.env.REQUIRE_POSTGRES).not.toBe("1");
    });
  });
}
