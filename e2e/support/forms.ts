import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";

import { hiddenActionFields } from "../../scripts/lib/action-fields.mjs";
import { MIN_FILL_MS } from "../../src/lib/forms/token";
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
  const wait = issuedAt + MIN_FILL_MS + 50 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Waits until the form holds its time-trap token and the minimum fill time has passed. */
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

/** The site the browser tests run against (playwright.config.ts). */
const TEST_BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3200}`;

/**
 * Posts the inbox's sign-in form as a browser with JavaScript off does, from the client address
 * `ip` (X-Forwarded-For, trusted by the test servers): the answer's message, and the session
 * cookie if one began ("" if not). The sign-in page in a browser is tested by admin.spec.ts.
 */
export async function postSignIn(
  base: string,
  ip: string,
  email: string,
  password: string,
): Promise<{ session: boolean; cookie: string; message: string }> {
  const body = new FormData();
  for (const [name, value] of await signInActionFields(base)) body.append(name, value);
  body.append("email", email);
  body.append("password", password);
  const response = await fetch(`${base}/admin`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: base, "x-forwarded-for": ip },
  });
  const html = await response.text();
  const cookie =
    response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0]!)
      .find((pair) => pair.startsWith("cw_admin_session=") && pair !== "cw_admin_session=") ?? "";
  const message = /role="alert"[^>]*>([^<]*)</.exec(html)?.[1]?.replace(/&#x27;/g, "'") ?? "";
  return { session: cookie !== "", cookie, message };
}

const actionFields = new Map<string, Promise<[string, string][]>>();

/**
 * The sign-in form's hidden fields that name its Server Action, read once per server: they are
 * the same in every rendering of a build.
 */
function signInActionFields(base: string): Promise<[string, string][]> {
  let fields = actionFields.get(base);
  if (!fields) {
    fields = fetch(`${base}/admin`, { headers: { "x-forwarded-for": uniqueIp() } })
      .then((response) => response.text())
      .then(hiddenActionFields);
    actionFields.set(base, fields);
  }
  return fields;
}

/** The owner's inbox session of this worker, opened on first use (a scrypt check each time). */
let ownerSession: Promise<string> | undefined;

/**
 * The CSV export of a table, read with the owner's session over HTTP, without its UTF-8 byte
 * order mark (checked here: every export starts with one, for spreadsheets).
 */
export async function exportCsv(table: string): Promise<string> {
  ownerSession ??= postSignIn(TEST_BASE, uniqueIp(), ADMIN_EMAIL, ADMIN_PASSWORD).then(
    ({ cookie, message }) => {
      expect(cookie, `the owner signs in: ${message}`).not.toBe("");
      return cookie;
    },
  );
  const cookie = await ownerSession;
  const response = await fetch(`${TEST_BASE}/admin/export/${table}`, {
    headers: { cookie, "x-forwarded-for": uniqueIp() },
  });
  expect(response.status, `export of ${table}`).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString("utf8");
}
