import fs from "node:fs";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { PRESENCE_TTL_MS } from "@/config/chat";
import { closeDb, databaseDriver, getDb } from "@/lib/db/client";
import { adminUsers, chatConversations } from "@/lib/db/schema";
import { ownDatabase } from "@/test/own-database";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { subscribeChat } from "./events";
import type { ChatEvent } from "./events-codec";
import {
  availabilityAt,
  conversationByTokenHash,
  insertConversation,
  insertMessage,
  markRead,
  messagesAfter,
  teamConversations,
  teamOnlineCount,
  touchPresence,
  unansweredCount,
  updateConversation,
} from "./store";

// The chat's storage and its events on the embedded database and, under `npm test`, a real
// PostgreSQL server: what a stream and the team's list are built on.

/** Resolves with the first event `match` accepts, or fails after `ms`. */
function nextEvent(events: (ChatEvent | null)[], match: (event: ChatEvent | null) => boolean) {
  return new Promise<ChatEvent | null>((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const found = events.find(match);
      if (found !== undefined) return resolve(found);
      if (Date.now() - started > 5_000) return reject(new Error("no such event within 5 s"));
      setTimeout(poll, 10);
    };
    poll();
  });
}

function chatContract(driver: "pglite" | "postgres", setup: () => Promise<void>) {
  describe(`chat storage on ${driver}`, { timeout: 20_000 }, () => {
    const events: (ChatEvent | null)[] = [];
    let unsubscribe: () => void = () => {};

    it("opens the database and listens to the chat's events", async () => {
      await setup();
      expect(await databaseDriver()).toBe(driver);
      unsubscribe = await subscribeChat((event) => events.push(event));
    }, 60_000);

    it("stores a conversation with its first message, told to listeners at commit only", async () => {
      const db = await getDb();
      const { conversation, message } = await db.transaction((tx) =>
        insertConversation(tx, {
          tokenHash: `hash-${driver}-1`,
          name: "Rana Haddad",
          email: "rana@example.com",
          consent: false,
          sourcePage: "/contact",
          locale: "ar",
          ipHash: null,
          body: "مرحبا، <b>hello</b>",
        }),
      );
      expect(conversation).toMatchObject({ status: "open", locale: "ar", teamReadId: 0 });
      const told = await nextEvent(
        events,
        (event) => event?.kind === "message" && event.messageId === message.id,
      );
      expect(told).toEqual({
        kind: "message",
        conversationId: conversation.id,
        messageId: message.id,
      });

      // A rolled-back transaction tells no one.
      const before = events.length;
      await expect(
        db.transaction(async (tx) => {
          await insertMessage(tx, {
            conversationId: conversation.id,
            author: "visitor",
            body: "x",
          });
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(events.slice(before).filter((event) => event?.kind === "message")).toEqual([]);

      expect(await conversationByTokenHash(`hash-${driver}-1`)).toMatchObject({
        id: conversation.id,
      });
      expect(await conversationByTokenHash("unknown")).toBeUndefined();
    });

    it("lists messages after an id, counts unread and unanswered, and reopens on the visitor's word", async () => {
      const db = await getDb();
      const [conversation] = await db.select().from(chatConversations);
      const id = conversation!.id;
      const [owner] = await db
        .insert(adminUsers)
        .values({ email: `sam-${driver}@cedarwave.test`, name: "Sam", passwordHash: "x" })
        .returning();
      const second = await db.transaction((tx) =>
        insertMessage(tx, { conversationId: id, author: "visitor", body: "Anyone there?" }),
      );
      expect(await unansweredCount(db, id)).toBe(2);
      let [listed] = await teamConversations();
      expect(listed).toMatchObject({ id, unread: 2, lastMessage: "Anyone there?" });

      await markRead(id, second.id);
      await nextEvent(events, (event) => event?.kind === "read");
      [listed] = await teamConversations();
      expect(listed!.unread).toBe(0);

      const answer = await db.transaction((tx) =>
        insertMessage(tx, {
          conversationId: id,
          author: "team",
          authorId: owner!.id,
          body: "Yes!",
        }),
      );
      expect(await unansweredCount(db, id)).toBe(0);
      const all = await messagesAfter(id);
      expect(all.map((message) => message.author)).toEqual(["visitor", "visitor", "team"]);
      expect((await messagesAfter(id, second.id)).map((message) => message.id)).toEqual([
        answer.id,
      ]);

      await updateConversation(id, { status: "closed", assigneeId: owner!.id });
      await nextEvent(events, (event) => event?.kind === "conversation");
      expect(await teamConversations(["open"])).toEqual([]);
      [listed] = await teamConversations(["closed"]);
      expect(listed).toMatchObject({ assigneeName: "Sam", status: "closed" });

      await db.transaction((tx) =>
        insertMessage(tx, { conversationId: id, author: "visitor", body: "One more thing" }),
      );
      [listed] = await teamConversations(["open"]);
      expect(listed).toMatchObject({ id, status: "open", unread: 1 });

      // Spam stays spam whatever the visitor writes.
      await updateConversation(id, { status: "spam" });
      await db.transaction((tx) =>
        insertMessage(tx, { conversationId: id, author: "visitor", body: "buy now" }),
      );
      expect(await teamConversations(["open"])).toEqual([]);
    });

    it("commits a conversation's messages in the order of their ids (a stream resumes after the last)", async () => {
      const db = await getDb();
      const { conversation } = await db.transaction((tx) =>
        insertConversation(tx, {
          tokenHash: `hash-${driver}-order`,
          name: "Omar Saleh",
          email: "omar@example.com",
          consent: false,
          sourcePage: "/chat",
          locale: "en",
          ipHash: null,
          body: "Hello",
        }),
      );
      const id = conversation.id;
      // The team's reply holds the conversation's row (src/lib/admin/chat-team.ts) while the
      // visitor's message is written; the reply commits first.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const reply = db.transaction(async (tx) => {
        await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for("update");
        locked();
        await held;
        return insertMessage(tx, { conversationId: id, author: "team", body: "Hi!" });
      });
      await isLocked;
      const visitor = db.transaction((tx) =>
        insertMessage(tx, { conversationId: id, author: "visitor", body: "Are you there?" }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      const answered = await reply;
      // Committed after the reply, the visitor's message has the greater id: a stream that sent
      // the reply, and resumes after its id, still sends it.
      const written = await visitor;
      expect(written.id).toBeGreaterThan(answered.id);
      expect((await messagesAfter(id, answered.id)).map((message) => message.id)).toEqual([
        written.id,
      ]);
    });

    it("counts the team online while their page shows signs of life", async () => {
      const db = await getDb();
      const [user] = await db.select().from(adminUsers);
      const now = new Date();
      expect(await teamOnlineCount(now)).toBe(0);
      await touchPresence(user!.id, now);
      await nextEvent(events, (event) => event?.kind === "presence");
      expect(await teamOnlineCount(now)).toBe(1);
      expect(await teamOnlineCount(new Date(now.getTime() + PRESENCE_TTL_MS + 1))).toBe(0);
    });

    it("tells a visitor online only inside the office's hours and with someone online, by the clock given", async () => {
      const db = await getDb();
      const [user] = await db.select().from(adminUsers);
      // Wednesday 2 December 2026: 11:00 in Beirut (open), then 20:00 there (closed).
      const insideHours = new Date("2026-12-02T09:00:00Z");
      const afterHours = new Date("2026-12-02T18:00:00Z");
      // Saturday 5 December 2026, noon in Beirut: not a working day.
      const saturday = new Date("2026-12-05T10:00:00Z");
      await touchPresence(user!.id, insideHours);
      expect(await availabilityAt(insideHours)).toBe("online");
      // Nobody online any more once the presence is older than its TTL, though the office is open.
      expect(await availabilityAt(new Date(insideHours.getTime() + PRESENCE_TTL_MS + 1))).toBe(
        "away",
      );
      await touchPresence(user!.id, afterHours);
      expect(await teamOnlineCount(afterHours)).toBe(1);
      expect(await availabilityAt(afterHours)).toBe("away");
      await touchPresence(user!.id, saturday);
      expect(await availabilityAt(saturday)).toBe("away");
    });

    it("closes cleanly", async () => {
      unsubscribe();
      await closeDb();
    });
  });
}

const tempDir = preparedDataDir("cw-chat-");
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

chatContract("pglite", async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const database = ownDatabase(pgUrl, `cedarwave_chat_${process.pid}`);
  afterAll(() => database.drop());
  chatContract("postgres", async () => {
    process.env.DATABASE_URL = await database.create();
    process.env.DATA_DIR = tempDir;
  });
} else {
  describe("chat storage on postgres", () => {
    it("needs TEST_DATABASE_URL (npm test starts a throw-away PostgreSQL)", () => {
      expect(process.env.REQUIRE_POSTGRES).not.toBe("1");
    });
  });
}
