import { describe, expect, it } from "vitest";

import { rowFields } from "./people-view";

describe("the person view's rows as text", () => {
  it("shows an outbox job's state and who gets it, not its payload", () => {
    const fields = rowFields("outbox", {
      id: 7,
      channel: "email",
      topic: "contact.acknowledgement",
      messageId: "<a@b>",
      payload: {
        to: ["ada@example.com"],
        subject: "We have your message",
        text: "secret body",
        html: "<p>secret body</p>",
      },
      sourceTable: "leads",
      sourceId: 3,
      personHash: null,
      status: "sent",
      attempts: 1,
      nextAttemptAt: new Date("2026-11-24T10:00:00Z"),
      lockedUntil: null,
      lastError: null,
      sentAt: new Date("2026-11-24T10:00:05Z"),
      createdAt: new Date("2026-11-24T10:00:00Z"),
    });
    expect(Object.fromEntries(fields)).toEqual({
      id: "7",
      createdAt: "2026-11-24 10:00:00",
      topic: "contact.acknowledgement",
      channel: "email",
      status: "sent",
      sentAt: "2026-11-24 10:00:05",
      about: "leads #3",
      to: "ada@example.com",
      subject: "We have your message",
    });
    expect(JSON.stringify(fields)).not.toContain("secret body");
  });

  it("shows every other row's filled fields, empty ones left out, dates in UTC", () => {
    const fields = rowFields("newsletterSubscribers", {
      id: 1,
      email: "ada@example.com",
      status: "pending",
      confirmedAt: null,
      sourcePage: "/blog",
      locale: "en",
      entryPath: null,
      referrerHost: null,
      campaignSource: null,
      campaignMedium: null,
      campaignName: null,
      ipHash: null,
      createdAt: new Date("2026-11-24T08:30:00Z"),
    });
    expect(fields).toEqual([
      ["id", "1"],
      ["email", "ada@example.com"],
      ["status", "pending"],
      ["sourcePage", "/blog"],
      ["locale", "en"],
      ["createdAt", "2026-11-24 08:30:00"],
    ]);
  });

  it("shows where a sign-up came from: its entry page, referrer and campaign", () => {
    const fields = rowFields("newsletterSubscribers", {
      id: 2,
      email: "ada@example.com",
      status: "confirmed",
      confirmedAt: null,
      sourcePage: "/blog",
      locale: "en",
      entryPath: "/services/automation",
      referrerHost: "google.com",
      campaignSource: "google",
      campaignMedium: "cpc",
      campaignName: "spring-launch",
      ipHash: null,
      createdAt: new Date("2026-11-24T08:30:00Z"),
    });
    expect(Object.fromEntries(fields)).toMatchObject({
      entryPath: "/services/automation",
      referrerHost: "google.com",
      campaignSource: "google",
      campaignMedium: "cpc",
      campaignName: "spring-launch",
    });
  });
});
