import crypto from "node:crypto";

import { describe, expect, it } from "vitest";

import { siteConfig } from "@/config/site";
import { emailPayloadSchema, webhookPayloadSchema } from "@/lib/outbox/jobs";

import {
  CHAT_SOURCE_TABLE,
  CHAT_TEAM_TOPICS,
  conversationStartedJobs,
  messageCreatedJobs,
  visitorMessageEmail,
} from "./chat";
import { mailSettings } from "./settings";

// The live chat's team emails and webhooks as composed from stored rows: what the team reads,
// escaped; who gets it (only the addresses given: never the visitor); the webhooks' bodies.

const at = new Date("2026-11-29T08:00:00Z");
const conversation = {
  id: 41,
  name: 'Rana <img src=x onerror="alert(1)">\r\nBcc: evil@example.com',
  email: "rana@example.com",
  emailConfirmedAt: null,
  consent: true,
  sourcePage: "/contact",
  locale: "ar" as const,
  entryPath: "/ar/services/automation",
  referrerHost: "linkedin.com",
  campaignSource: "linkedin",
  campaignMedium: "social",
  campaignName: null,
  createdAt: at,
};
const message = {
  id: 7,
  conversationId: 41,
  author: "visitor" as const,
  body: "Hello <script>alert('x')</script>\nSecond line & more",
  via: "web" as const,
  createdAt: at,
};
const secret = `whsec_${crypto.randomBytes(32).toString("base64")}`;
const withHooks = mailSettings({
  WEBHOOK_URL: "https://hooks.example.com/a,https://hooks.example.com/b",
  WEBHOOK_SECRET: secret,
});
const noHooks = mailSettings({});

describe("chat notifications", () => {
  it("mail the team a new conversation with its first message, escaped, and nothing to the visitor", () => {
    const jobs = conversationStartedJobs(
      conversation,
      message,
      ["team@cedarwave.test"],
      noHooks,
      10,
    );
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(job).toMatchObject({
      channel: "email",
      topic: CHAT_TEAM_TOPICS[0],
      source: { table: CHAT_SOURCE_TABLE, id: 41, email: "rana@example.com" },
    });
    expect(job).not.toHaveProperty("unverifiedRecipient");
    const mail = emailPayloadSchema.parse(job!.payload);
    expect(mail.to).toEqual(["team@cedarwave.test"]);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain("Live chat: Rana");
    expect(mail.text).toContain(message.body);
    expect(mail.text).toContain("rana@example.com (not confirmed)");
    expect(mail.text).toContain(`${siteConfig.url}/ar/contact`);
    expect(mail.text).toContain("Arabic");
    expect(mail.text).toContain(`${siteConfig.url}/admin/chat`);
    expect(mail.text).toContain("at most once every 10 minutes");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(mail.html).toContain("Second line &amp; more");
  });

  it("call chat.conversation.created on every endpoint, with the conversation and its message", () => {
    const jobs = conversationStartedJobs(
      { ...conversation, emailConfirmedAt: at },
      message,
      [],
      withHooks,
      10,
    );
    expect(jobs.map((job) => job.channel)).toEqual(["webhook", "webhook"]);
    const hook = webhookPayloadSchema.parse(jobs[0]!.payload);
    expect(hook).toMatchObject({
      url: "https://hooks.example.com/a",
      type: "chat.conversation.created",
    });
    expect(jobs[0]!.source).toEqual({
      table: CHAT_SOURCE_TABLE,
      id: 41,
      email: "rana@example.com",
    });
    expect(JSON.parse(hook.body)).toEqual({
      type: "chat.conversation.created",
      timestamp: at.toISOString(),
      data: {
        conversation: {
          id: 41,
          name: conversation.name,
          email: "rana@example.com",
          emailConfirmed: true,
          consent: true,
          sourcePage: `${siteConfig.url}/ar/contact`,
          locale: "ar",
          createdAt: at.toISOString(),
          // Where the visit that brought it came from; null where not known.
          attribution: {
            entryPath: "/ar/services/automation",
            referrerHost: "linkedin.com",
            campaignSource: "linkedin",
            campaignMedium: "social",
            campaignName: null,
          },
        },
        message: {
          id: 7,
          conversationId: 41,
          author: "visitor",
          via: "web",
          body: message.body,
          createdAt: at.toISOString(),
        },
      },
    });
  });

  it("call chat.message.created for a message, and mail its handler on its own topic", () => {
    const hooks = messageCreatedJobs(conversation, message, withHooks);
    expect(hooks.map((job) => job.topic)).toEqual(["chat.message.created", "chat.message.created"]);
    expect(JSON.parse(webhookPayloadSchema.parse(hooks[1]!.payload).body)).toMatchObject({
      type: "chat.message.created",
      data: { message: { id: 7, conversationId: 41, body: message.body } },
    });
    expect(messageCreatedJobs(conversation, message, noHooks)).toEqual([]);

    const job = visitorMessageEmail(conversation, message, ["sam@cedarwave.test"], 10);
    expect(job).toMatchObject({ channel: "email", topic: CHAT_TEAM_TOPICS[1] });
    const mail = emailPayloadSchema.parse(job.payload);
    expect(mail.to).toEqual(["sam@cedarwave.test"]);
    expect(mail.subject).toContain("wrote while nobody is online");
    expect(mail.text).toContain(message.body);
  });
});
