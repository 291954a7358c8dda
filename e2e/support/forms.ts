import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";

import { TIME_TRAP } from "../../src/config/forms";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin-account";
import { hydrateOnLoad } from "./fixtures";

export { ADMIN_EMAIL, ADMIN_PASSWORD };

let counter = 0;
/** A client address of its own for each test, so that rate limits do not leak between tests. */
export function uniqueIp(): string {
  counter += 1;
  const n = (process.pid * 131 + counter * 7919 + Date.now()) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function newClient(
  browser: Browser,
  options: { javaScriptEnabled?: boolean; ip?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: { "x-forwarded-for": options.ip ?? uniqueIp() },
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  return { context, page: options.javaScriptEnabled === false ? page : hydrateOnLoad(page) };
}

/**
 * Waits until the time-trap token in `scope` (a form, or the page) is old enough to be accepted:
 * the token says when it was issued (`<issuedAt>.<nonce>.<signature>`, src/lib/forms/token.ts),
 * so the wait ends at that moment plus the minimum fill time, however long the page took.
 */
export async function waitForTokenAge(scope: Locator | Page) {
  const input = scope.locator('input[name="_token"]').first();
  await expect(input).not.toHaveValue("");
  const issuedAt = Number((await input.inputValue()).split(".")[0]);
  expect(Number.isFinite(issuedAt), "the token starts with its issue time").toBe(true);
  const wait = issuedAt + TIME_TRAP.minFillMs + 50 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Waits until the form holds its time-trap token and the 3-second minimum has passed. */
export async function waitUntilSubmittable(page: Page, formName: string | RegExp) {
  await waitForTokenAge(page.getByRole("form", { name: formName }));
}

/** Signs in to the inbox (as the owner unless told otherwise) and waits for it. */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Team inbox", exact: true })).toBeVisible();
}

/**
 * Signs in to the inbox and returns the CSV export of a table, without its UTF-8 byte order
 * mark (checked here: every export starts with one, for spreadsheets).
 */
export async function exportCsv(browser: Browser, table: string): Promise<string> {
  const { context, page } = await newClient(browser);
  await signIn(page);
  const response = await page.request.get(`/admin/export/${table}`);
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  await context.close();
  return bytes.subarray(3).toString("utf8");
}
