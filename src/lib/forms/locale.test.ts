/**
 * The language of a submission: read from the form's hidden `_locale` (a Locale, English
 * otherwise), stored with the row, and the language of the visitor's messages, while the team's
 * notification stays English.
 */
import fs from "node:fs";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { siteConfig } from "@/config/site";
import { closeDb, getDb } from "@/lib/db/client";
import { leads, newsletterSubscribers } from "@/lib/db/schema";
import { emailPayloadSchema, type EmailPayload, type NewOutboxJob } from "@/lib/outbox/jobs";

import { preparedDataDir } from "../../../scripts/lib/prepared-data-dir.mjs";
import { formServerRegistry } from "./server-registry";
import { LOCALE_FIELD, submissionLocale } from "./submit";

const tempDir = preparedDataDir("cw-locale-");

beforeAll(() => {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = tempDir;
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

function form(locale?: string): FormData {
  const data = new FormData();
  if (locale !== undefined) data.set(LOCALE_FIELD, locale);
  return data;
}

function emails(jobs: readonly NewOutboxJob[]): Record<string, EmailPayload> {
  return Object.fromEntries(
    jobs
      .filter((job) => job.channel === "email")
      .map((job) => [job.topic, emailPayloadSchema.parse(job.payload)]),
  );
}

describe("the locale of a submission", () => {
  it("is the form's _locale when it is a Locale, English otherwise", () => {
    expect(submissionLocale(form("ar"))).toBe("ar");
    expect(submissionLocale(form("en"))).toBe("en");
    expect(submissionLocale(form())).toBe("en");
    expect(submissionLocale(form("fr"))).toBe("en");
    expect(submissionLocale(form("AR"))).toBe("en");
  });

  it("is stored with the lead, and the acknowledgement is in it (the team's mail in English)", async () => {
    const db = await getDb();
    const meta = { sourcePage: "/contact", ipHash: "abc", userAgent: "vitest" };
    const data = {
      firstName: "ليلى",
      lastName: "حداد",
      email: "layla@example.com",
      company: undefined,
      service: "web",
      plan: undefined,
      message: "نحتاج إلى موقع جديد.",
      consent: false,
    };
    const stored = await formServerRegistry.contact.store(data, { ...meta, locale: "ar" }, db);
    const english = await formServerRegistry.contact.store(
      { ...data, email: "ada@example.com" },
      { ...meta, locale: "en" },
      db,
    );
    const rows = await db.select().from(leads);
    expect(rows.find((row) => row.email === "layla@example.com")?.locale).toBe("ar");
    expect(rows.find((row) => row.email === "ada@example.com")?.locale).toBe("en");

    const sent = emails(stored.jobs);
    const ack = sent["contact.acknowledgement"]!;
    expect(ack.subject).toBe(`وصلتنا رسالتك: ${siteConfig.name}`);
    expect(ack.text).toContain("مرحبًا ليلى حداد،");
    // The chosen service in Arabic words; never the message (the team's mail has it).
    expect(ack.text).toContain("اختياراتك:");
    expect(ack.text).toContain("تطوير المواقع");
    expect(ack.text).not.toContain("نحتاج إلى موقع جديد.");
    expect(ack.html).toContain('<html lang="ar" dir="rtl">');
    const team = sent["contact.team"]!;
    expect(team.subject).toBe("Contact request from ليلى حداد");
    expect(team.text).toContain("Project details:");
    expect(team.text).toContain("Web Development");
    expect(team.text).toContain(`Sent from:\n${siteConfig.url}/ar/contact`);
    expect(team.text).toContain("Language:\nArabic");

    const englishAck = emails(english.jobs)["contact.acknowledgement"]!;
    expect(englishAck.subject).toBe(`We have your message: ${siteConfig.name}`);
    expect(englishAck.html).toContain('<html lang="en" dir="ltr">');
  }, 60_000);

  it("is kept by a newsletter sign-up, whose confirmation is in it and links to its page", async () => {
    const db = await getDb();
    const meta = { sourcePage: "/blog", ipHash: "abc", userAgent: "vitest" };
    const email = "reader@example.com";
    const first = await formServerRegistry.newsletter.store(
      { email },
      { ...meta, locale: "ar" },
      db,
    );
    const confirm = emails(first.jobs)["newsletter.confirmation"]!;
    expect(confirm.subject).toContain("أكّد اشتراكك");
    expect(confirm.text).toContain(`${siteConfig.url}/ar/newsletter/confirm?t=`);
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row?.locale).toBe("ar");

    // Signing up again, still pending, from an English page: the new link is English, and kept.
    const again = await formServerRegistry.newsletter.store(
      { email },
      { ...meta, locale: "en" },
      db,
    );
    const english = emails(again.jobs)["newsletter.confirmation"]!;
    expect(english.text).toContain(`${siteConfig.url}/newsletter/confirm?t=`);
    const [updated] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(updated?.locale).toBe("en");
  });
});
