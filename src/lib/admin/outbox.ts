/**
 * What the inbox's Outbox view shows of a job, read from its stored payload with the outbox's own
 * schemas (a payload that no longer fits them is shown raw, never half-read). Pure: no database.
 */
import type { z } from "zod";

import { emailPayloadSchema, webhookPayloadSchema, type EmailPayload } from "@/lib/outbox/jobs";
import { redactedUrl, redactUrlsIn } from "@/lib/outbox/webhook-url";

type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export type JobContent =
  | { channel: "email"; email: EmailPayload }
  | { channel: "webhook"; webhook: WebhookPayload }
  | { channel: "unreadable" };

/**
 * The job's payload, checked against its channel's schema. A webhook's URL is given as it may be
 * shown: without its query string or credentials, which often hold the receiver's token.
 */
export function jobContent(channel: "email" | "webhook", payload: unknown): JobContent {
  if (channel === "email") {
    const parsed = emailPayloadSchema.safeParse(payload);
    return parsed.success ? { channel, email: parsed.data } : { channel: "unreadable" };
  }
  const parsed = webhookPayloadSchema.safeParse(payload);
  return parsed.success
    ? { channel, webhook: { ...parsed.data, url: redactedUrl(parsed.data.url) } }
    : { channel: "unreadable" };
}

/** A payload that fits no schema, as JSON text for reading, its URLs shown without secrets. */
export function rawPayload(payload: unknown): string {
  return redactUrlsIn(JSON.stringify(payload, null, 2) ?? "");
}

/** A job's last error as shown: any URL in it without its query string or credentials. */
export function shownError(error: string | null): string {
  return error === null ? "" : redactUrlsIn(error);
}

/** One line each for the list: who gets it (recipients or URL) and what it is (subject or event). */
export function jobSummary(content: JobContent): { recipients: string; subject: string } | null {
  if (content.channel === "email") {
    return { recipients: content.email.to.join(", "), subject: content.email.subject };
  }
  if (content.channel === "webhook") {
    return { recipients: content.webhook.url, subject: content.webhook.type };
  }
  return null;
}

/** The SMTP server's host and port from SMTP_URL, never its credentials (or null: no URL). */
export function smtpHost(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/** A webhook body (or any JSON text) indented for reading; text that is not JSON as it is. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A time as the inbox shows it, in UTC: "2026-11-23 21:40:05"; nothing for no time. */
export function formatTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().replace("T", " ").slice(0, 19);
}
