import fs from "node:fs";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import {
  conversationForTeam,
  conversationOfLead,
  insertConversation,
  insertMessage,
  leavePresence,
  markRead,
  messagesAfter,
  teamOnlineCount,
  teamUnreadTotal,
  touchPresence,
} from "@/lib/chat/store";
import { closeDb, databaseDriver, getDb } from "@/lib/db/client";
import { adminUsers, auditLog, leads } from "@/lib/db/schema";
import { ownDatabase } from "@/test/own-database";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { assignConversation, replyAsTeam, setConversationStatus, turnIntoLead } from "./chat-team";

// What the team does to a conversation from /admin/chat/[id], on the embedded database and,
// under `npm test`, a real PostgreSQL server: each change with its audit entry, never the text.

const FIRST = "Do you build chatbots in Arabic?";
const SECOND = "We are a clinic in Beirut.";
const REPLY = "Yes: let us talk about your clinic.";

function teamContract(driver: "pglite" | "postgres", setup: () => Promise<void>) {
  describe(`the team's chat actions on ${driver}`, { timeout: 20_000 }, () => {
    let conversationId = 0;
    let actor = { id: 0, email: "" };
    let disabledId = 0;

    it("starts with a conversation of two visitor messages, both unread", async () => {
      await setup();
      expect(await databaseDriver()).toBe(driver);
      const db = await getDb();
      const [owner, gone] = await db
        .insert(adminUsers)
        .values([
          { email: "rana@cedarwave.test", name: "Rana", passwordHash: "x", role: "owner" },
          { email: "gone@cedarwave.test", name: "Gone", passwordHash: "x", disabledAt: new Date() },
        ])
        .returning();
      actor = { id: owner!.id, email: owner!.email };
      disabledId = gone!.id;
      const { conversation } = await db.transaction((tx) =>
        insertConversation(tx, {
          tokenHash: `team-${driver}`,
          name: "Maya Khoury",
          email: "maya@example.com",
          consent: true,
          sourcePage: "/ai-services",
          locale: "ar",
          ipHash: "ip-hash",
          entryPath: "/ar/ai-services",
          referrerHost: "linkedin.com",
          campaignSource: "linkedin",
          body: FIRST,
        }),
      );
      conversationId = conversation.id;
      await db.transaction((tx) =>
        insertMessage(tx, { conversationId, author: "visitor", body: SECOND }),
      );
      expect(await teamUnreadTotal()).toBe(2);
    }, 60_000);

    it("answers as the signed-in account; read up to the last message, nothing is unread", async () => {
      const sent = await replyAsTeam(conversationId, REPLY, actor);
      const messages = await messagesAfter(conversationId);
      expect(messages.at(-1)).toMatchObject({ author: "team", authorId: actor.id, body: REPLY });
      expect(sent).toEqual({ messageId: messages.at(-1)!.id });
      expect(await teamUnreadTotal()).toBe(2);
      await markRead(conversationId, messages.at(-1)!.id);
      expect(await teamUnreadTotal()).toBe(0);
      expect(await replyAsTeam(2_000_000_000, REPLY, actor)).toBe("missing");
    });

    it("assigns to an enabled account or nobody, never to a disabled one", async () => {
      expect(await assignConversation(conversationId, disabledId, actor)).toBe("refused");
      expect(await assignConversation(conversationId, actor.id, actor)).toBe("done");
      expect(await conversationForTeam(conversationId)).toMatchObject({
        assigneeId: actor.id,
        assigneeName: "Rana",
      });
    });

    it("closes, reopens and marks spam; spam is neither answered nor made a lead", async () => {
      expect(await setConversationStatus(conversationId, "closed", actor)).toBe("done");
      expect((await conversationForTeam(conversationId))?.closedAt).toBeInstanceOf(Date);
      expect(await setConversationStatus(conversationId, "closed", actor)).toBe("unchanged");
      expect(await setConversationStatus(conversationId, "spam", actor)).toBe("done");
      expect(await replyAsTeam(conversationId, REPLY, actor)).toBe("refused");
      expect(await turnIntoLead(conversationId, actor)).toEqual({ status: "refused" });
      expect(await setConversationStatus(conversationId, "open", actor)).toBe("done");
      expect((await conversationForTeam(conversationId))?.closedAt).toBeNull();
    });

    it("turns the conversation into a lead once, which links back to it", async () => {
      const made = await turnIntoLead(conversationId, actor);
      expect(made.status).toBe("created");
      const leadId = (made as { leadId: number }).leadId;
      const db = await getDb();
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead).toMatchObject({
        kind: "chat",
        fullName: "Maya Khoury",
        email: "maya@example.com",
        message: FIRST,
        consent: true,
        sourcePage: "/ai-services",
        locale: "ar",
        assigneeId: actor.id,
        status: "new",
        // The conversation's source, carried to the lead.
        entryPath: "/ar/ai-services",
        referrerHost: "linkedin.com",
        campaignSource: "linkedin",
        campaignMedium: null,
        campaignName: null,
      });
      expect((await conversationForTeam(conversationId))?.leadId).toBe(leadId);
      expect(await conversationOfLead(leadId)).toBe(conversationId);
      expect(await turnIntoLead(conversationId, actor)).toEqual({ status: "exists", leadId });
    });

    it("records every change in the audit trail by the conversation's id, never its text", async () => {
      const db = await getDb();
      const rows = await db.select().from(auditLog).where(eq(auditLog.actorId, actor.id));
      expect(rows.map((row) => row.action)).toEqual([
        "chat.reply",
        "chat.assign",
        "chat.close",
        "chat.spam",
        "chat.reopen",
        "chat.lead",
      ]);
      for (const row of rows) expect(row.target).toBe(`chat_conversations #${conversationId}`);
      const stored = JSON.stringify(rows);
      for (const text of [FIRST, SECOND, REPLY]) expect(stored).not.toContain(text);
    });

    it("goes away: the presence ends at once", async () => {
      await touchPresence(actor.id);
      expect(await teamOnlineCount()).toBe(1);
      await leavePresence(actor.id);
      expect(await teamOnlineCount()).toBe(0);
      await closeDb();
    });
  });
}

const tempDir = preparedDataDir("cw-chat-team-");
afterAll(() => fs.rmSync(tempDir, { recursive: true, force: true }));

teamContract("pglite", async () => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const database = ownDatabase(pgUrl, `cedarwave_chat_team_${process.pid}`);
  afterAll(() => database.drop());
  teamContract("postgres", async () => {
    process.env.DATABASE_URL = await database.create();
    process.env.DATA_DIR = tempDir;
  });
} else {
  describe("the team's chat actions on postgres", () => {
    it("needs TEST_DATABASE_URL (npm test starts a throw-away PostgreSQL)", () => {
      expect(process.env.REQUIRE_POSTGRES).not.toBe("1");
    });
  });
}
