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

async function read<T>(path: string): Promise<T[]> {
  const response = await fetch(`${SINKS_BASE}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T[];
}

/** Waits until `count` messages to `address` match `filter`, and returns them. */
export async function mailTo(
  address: string,
  {
    count = 1,
    filter = () => true,
  }: { count?: number; filter?: (mail: ReceivedMail) => boolean } = {},
): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await read<ReceivedMail>(`/mail?to=${encodeURIComponent(address)}`)).filter(
          filter,
        );
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

export async function webhooks(
  type: string,
  filter: (event: ReceivedWebhook) => boolean,
): Promise<ReceivedWebhook[]> {
  let found: ReceivedWebhook[] = [];
  await expect
    .poll(
      async () => {
        found = (await read<ReceivedWebhook>(`/webhooks?type=${encodeURIComponent(type)}`)).filter(
          filter,
        );
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(1);
  return found;
}

/** The first link in a text part that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S+`));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match[0];
}
