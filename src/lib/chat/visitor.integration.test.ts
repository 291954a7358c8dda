import fs from "node:fs";

import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CHAT_LIMITS } from "@/config/chat";
import { TIME_TRAP } from "@/config/forms";
import { writePageViews } from "@/lib/analytics/ingest";
import { viewerOfRequest } from "@/lib/analytics/page-view";
import { closeDb, getDb, type Database } from "@/lib/db/client";
import { analyticsVisits, chatConversations, chatMessages } from "@/lib/db/schema";
import { issueToken } from "@/lib/forms/token";
import { clientHash } from "@/lib/forms/visitor-token.mjs";
import { getSecret } from "@/lib/security/secrets.mjs";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { chatFailure } from "./routes";
import { sendVisitorMessage, startConversation } from "./visitor";

// The visitor's side of the chat against the embedded database: what a bot, a flood or a
// hostile message gets, and what is stored of it. (The store's own behaviour, on both drivers:
// store.integration.test.ts; the pages and the panel: e2e/chat.spec.ts.)

const tempDir = preparedDataDir("cw-chat-visitor-");
beforeAll(() => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

let client = 0;
/** A client address of its own per test, so that the limits of one do not reach the next. */
function headersOfNewClient(): Headers {
  client += 1;
  return new Headers({ "x-forwarded-for": `10.9.${client}.1` });
}

/** The start form as a person sends it: a token old enough, the fields filled. */
function startForm(headers: Headers, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const token = issueToken(
    getSecret("FORM_SECRET"),
    "chat",
    clientHash(headers),
    Date.now() - TIME_TRAP.minFillMs - 1_000,
  );
  const values = {
    _token: token,
    _locale: "en",
    _source: "/contact",
    name: "Rana Haddad",
    email: `rana.${client}@example.com`,
    message: "Hello",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

async function rows() {
  const db = await getDb();
  const [conversations] = await db.select({ total: count() }).from(chatConversations);
  const [messages] = await db.select({ total: count() }).from(chatMessages);
  return { conversations: Number(conversations!.total), messages: Number(messages!.total) };
}

function message(text: string): FormData {
  const form = new FormData();
  form.set("message", text);
  form.set("_locale", "en");
  return form;
}

describe("the chat's visitor side", { timeout: 60_000 }, () => {
  it("stores nothing for a bot: a filled honeypot, a forged, an instant or a replayed token", async () => {
    const headers = headersOfNewClient();
    const before = await rows();
    expect(
      await startConversation(startForm(headers, { website: "spam.example" }), headers),
    ).toEqual({ status: "dropped" });
    expect(await startConversation(startForm(headers, { _token: "1.a.b" }), headers)).toEqual({
      status: "dropped",
    });
    const instant = issueToken(getSecret("FORM_SECRET"), "chat", clientHash(headers));
    expect(await startConversation(startForm(headers, { _token: instant }), headers)).toEqual({
      status: "dropped",
    });
    // Another client's token (correctly signed) does not pass here.
    const other = startForm(headersOfNewClient());
    expect(await startConversation(other, headers)).toEqual({ status: "dropped" });
    const first = startForm(headers);
    expect((await startConversation(first, headers)).status).toBe("started");
    expect(await startConversation(first, headers)).toEqual({ status: "dropped" });
    expect(await rows()).toEqual({
      conversations: before.conversations + 1,
      messages: before.messages + 1,
    });
  });

  it("stores where the visit came from with the conversation, not as a lead; none for GPC", async () => {
    const browser = (headers: Headers, extra: Record<string, string> = {}) => {
      headers.set("user-agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36");
      headers.set("host", "www.cedarwave.example");
      for (const [name, value] of Object.entries(extra)) headers.set(name, value);
      return headers;
    };
    const headers = browser(headersOfNewClient());
    const db = await getDb();
    await db.transaction((tx) =>
      writePageViews(tx as unknown as Database, [
        {
          at: new Date(),
          path: "/services/automation",
          locale: "en",
          referrerHost: "google.com",
          source: "google",
          medium: "cpc",
          campaign: "spring-launch",
          device: "desktop",
          viewer: viewerOfRequest(headers),
        },
      ]),
    );
    const started = await startConversation(startForm(headers), headers);
    if (started.status !== "started") throw new Error(started.status);
    const stored = async (id: number) =>
      (await db.select().from(chatConversations).where(eq(chatConversations.id, id)))[0]!;
    expect(await stored(started.conversationId)).toMatchObject({
      entryPath: "/services/automation",
      referrerHost: "google.com",
      campaignSource: "google",
      campaignMedium: "cpc",
      campaignName: "spring-launch",
    });
    // A conversation is no lead: the visit's conversions stay as they were.
    const [visit] = await db.select({ leads: analyticsVisits.leads }).from(analyticsVisits);
    expect(visit).toEqual({ leads: 0 });

    // The same browser asking not to be tracked: no visitor key, so no source.
    const optedOut = browser(headersOfNewClient(), { "sec-gpc": "1" });
    const unknown = await startConversation(startForm(optedOut), optedOut);
    if (unknown.status !== "started") throw new Error(unknown.status);
    expect(await stored(unknown.conversationId)).toMatchObject({
      entryPath: null,
      referrerHost: null,
      campaignSource: null,
      campaignMedium: null,
      campaignName: null,
    });
  });

  it("refuses what a person must correct, saying why, and stores hostile text as text", async () => {
    const headers = headersOfNewClient();
    const refused = await startConversation(
      startForm(headers, {
        name: "Bob\r\nBcc: x@evil.example",
        email: "not-an-address",
        message: "x".repeat(CHAT_LIMITS.message + 1),
      }),
      headers,
    );
    expect(refused.status).toBe("invalid");
    if (refused.status !== "invalid") return;
    expect(refused.errors.name).toMatch(/one line/);
    expect(refused.errors.email).toMatch(/valid email/);
    expect(refused.errors.message).toMatch(String(CHAT_LIMITS.message));

    const started = await startConversation(startForm(headers), headers);
    expect(started.status).toBe("started");
    if (started.status !== "started") return;
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
    const sent = await sendVisitorMessage(started.visitorToken, message(hostile), headers);
    expect(sent.status).toBe("sent");
    if (sent.status === "sent") expect(sent.message.body).toBe(hostile);
    expect(await sendVisitorMessage("not-a-token", message("hi"), headers)).toEqual({
      status: "no_conversation",
    });
    expect((await sendVisitorMessage(started.visitorToken, message("  "), headers)).status).toBe(
      "invalid",
    );
  });

  it("holds a conversation to its messages a minute, and a silent flood to its bound", async () => {
    const headers = headersOfNewClient();
    const started = await startConversation(startForm(headers), headers);
    if (started.status !== "started") throw new Error(started.status);
    const results = [];
    for (let index = 0; index < CHAT_LIMITS.messagesPerMinutePerConversation + 3; index += 1) {
      results.push(
        (await sendVisitorMessage(started.visitorToken, message(`m${index}`), headers)).status,
      );
    }
    expect(results.filter((status) => status === "sent")).toHaveLength(
      CHAT_LIMITS.messagesPerMinutePerConversation,
    );
    expect(results.slice(-3)).toEqual(["rate_limited", "rate_limited", "rate_limited"]);
  });

  it("lets one address start only so many conversations a day", async () => {
    const headers = headersOfNewClient();
    const outcomes = [];
    for (let index = 0; index <= CHAT_LIMITS.conversationsPerDay; index += 1) {
      outcomes.push((await startConversation(startForm(headers), headers)).status);
    }
    expect(outcomes.filter((status) => status === "started")).toHaveLength(
      CHAT_LIMITS.conversationsPerDay,
    );
    expect(outcomes.at(-1)).toBe("too_many_conversations");
  });

  it("answers failed, and the routes 503, while the database is unreachable; works again after", async () => {
    const headers = headersOfNewClient();
    const started = await startConversation(startForm(headers), headers);
    if (started.status !== "started") throw new Error(started.status);
    await closeDb();
    // Nothing listens on port 9 (discard) of this machine: the connection is refused.
    process.env.DATABASE_URL = "postgres://cedarwave@127.0.0.1:9/unreachable";
    try {
      // The conversation's lookup fails too: answered, not thrown (a 500 without a message).
      const sent = await sendVisitorMessage(
        started.visitorToken,
        message("in the outage"),
        headers,
      );
      expect(sent).toEqual({ status: "failed" });
      const other = headersOfNewClient();
      expect(await startConversation(startForm(other), other)).toEqual({ status: "failed" });
      if (sent.status !== "failed") return;
      const answer = chatFailure("en", sent);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ status: "error", message: expect.any(String) });
    } finally {
      await closeDb();
      delete process.env.DATABASE_URL;
    }
    expect((await sendVisitorMessage(started.visitorToken, message("back"), headers)).status).toBe(
      "sent",
    );
    expect(chatFailure("en", { status: "rate_limited", minutes: 1 }).status).toBe(200);
  });
});
