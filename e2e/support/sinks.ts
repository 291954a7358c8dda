/**
 * What the test SMTP server and webhook receiver (scripts/test-sinks.mjs, started by
 * playwright.config.ts before the site) have received, read through their JSON API.
 */
import { expect } from "@playwright/test";

const SINKS_BASE = `http://127.0.0.1:${process.env.E2E_SINKS_PORT ?? 3253}`;

export interface ReceivedMail {
  messageId: string;
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface ReceivedWebhook {
  id: string;
  type: string;
  body: { type: string; data: Record<string, unknown> };
}

/** Polls the read API at `path` until `count` of its entries match `filter`, and returns them. */
async function waitForEntries<T>(
  path: string,
  filter: (entry: T) => boolean,
  count: number,
): Promise<T[]> {
  let found: T[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SINKS_BASE}${path}`);
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        found = ((await response.json()) as T[]).filter(filter);
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Waits until `count` messages to `address` match `filter`, and returns them. */
export function mailTo(
  address: string,
  {
    count = 1,
    filter = () => true,
  }: { count?: number; filter?: (mail: ReceivedMail) => boolean } = {},
): Promise<ReceivedMail[]> {
  return waitForEntries(`/mail?to=${encodeURIComponent(address)}`, filter, count);
}

export function webhooks(
  type: string,
  filter: (event: ReceivedWebhook) => boolean,
): Promise<ReceivedWebhook[]> {
  return waitForEntries(`/webhooks?type=${encodeURIComponent(type)}`, filter, 1);
}

/** The first link in a text part that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S+`));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match[0];
}
