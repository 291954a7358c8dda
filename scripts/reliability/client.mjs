// HTTP side of the reliability script (and of scripts/measure-submit.mjs): fetch a form page,
// read the Server Action fields it renders, fetch time-trap tokens and POST a form exactly as a
// browser with JavaScript off does. Every request goes through `request`, which bounds the
// total number of requests and the time each may take.
import crypto from "node:crypto";

import { hiddenActionFields } from "../lib/action-fields.mjs";

/** What the app answers, as the visitor reads it (src/content/forms/*.ts, src/content/forms/messages.ts). */
const ANSWERS = {
  success: "Thank you, your message is on its way",
  failed: "We could not send your message right now",
  writeTo: "or write to us at",
  rateLimited: "Too many submissions, please try again",
  retry: "please check your details and press the button once more",
  invalid: "Please correct the highlighted fields and send again.",
};

// A browser waits minutes for an answer; a burst of 200 on two shared cores takes tens of
// seconds to drain, so a request only counts as unanswered after two minutes.
export const limits = { maxRequests: 8_000, requestTimeoutMs: 120_000 };
let requestCount = 0;

export function requestsMade() {
  return requestCount;
}

/** fetch with the global request budget and a per-request timeout. */
export async function request(url, init = {}) {
  requestCount += 1;
  if (requestCount > limits.maxRequests) {
    throw new Error(`request budget of ${limits.maxRequests} exhausted`);
  }
  return fetch(url, {
    redirect: "manual",
    ...init,
    signal: init.signal ?? AbortSignal.timeout(limits.requestTimeoutMs),
  });
}

export async function actionFieldsOf(base, path, headers = {}) {
  const html = await (await request(`${base}${path}`, { headers })).text();
  const fields = hiddenActionFields(html);
  if (fields.length === 0) throw new Error(`no Server Action fields found in ${path}`);
  return fields;
}

/**
 * A time-trap token as the form gets it, for the client at `ip` (sent as X-Forwarded-For, which
 * the server trusts with TRUST_PROXY=1): a token passes only from the address it was issued to.
 */
export async function fetchToken(base, form = "contact", ip = undefined) {
  const response = await request(`${base}/forms/token?form=${form}`, {
    headers: ip ? { "X-Forwarded-For": ip } : {},
  });
  if (!response.ok) throw new Error(`token: HTTP ${response.status}`);
  return (await response.json()).token;
}

/**
 * A time-trap token as the server signs it (src/lib/forms/token.ts), with its FORM_SECRET and
 * IP_HASH_SECRET, issued at `issuedAt` (ms) to the client at `ip`:
 * `<issuedAt>.<nonce>.<HMAC of form, issuedAt, nonce and the keyed hash of the address>`.
 */
export function signToken(secrets, form, issuedAt, ip) {
  const client = crypto
    .createHmac("sha256", secrets.IP_HASH_SECRET)
    .update(ip)
    .digest("hex")
    .slice(0, 32);
  const nonce = crypto.randomBytes(16).toString("base64url");
  const signature = crypto
    .createHmac("sha256", secrets.FORM_SECRET)
    .update(`${form}.${issuedAt}.${nonce}.${client}`)
    .digest("base64url");
  return `${issuedAt}.${nonce}.${signature}`;
}

/** The contact form's fields for one visitor. */
export function contactFields(tag, overrides = {}) {
  return {
    firstName: "Load",
    lastName: `Test ${tag}`,
    email: `${tag}@example.com`,
    company: "",
    service: "",
    message: `Reliability check ${tag}`,
    ...overrides,
  };
}

/** The multipart body a browser with JavaScript off sends for the contact form. */
function contactBody(actionFields, token, fields) {
  const body = new FormData();
  for (const [name, value] of actionFields) body.append(name, value);
  body.append("_token", token);
  body.append("_source", "/contact");
  body.append("website", "");
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/**
 * The page as a visitor reads it: without its scripts. The inline React payload carries the
 * form's messages as a client component's props, every answer among them, so a match there
 * says nothing about which one is shown.
 */
export function visibleText(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/** Which answer the page shows. */
export function classify(document) {
  const html = visibleText(document);
  if (html.includes(ANSWERS.success)) return "success";
  if (html.includes(ANSWERS.failed) && html.includes(ANSWERS.writeTo)) return "failed";
  if (html.includes(ANSWERS.rateLimited)) return "rate_limited";
  if (html.includes(ANSWERS.retry)) return "retry";
  if (html.includes(ANSWERS.invalid)) return "invalid";
  return "other";
}

/** Whether the answer puts the visitor's values back into the form. */
export function keepsValues(html, fields) {
  const escape = (value) =>
    value
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;");
  return ["firstName", "lastName", "email"].every((name) =>
    html.includes(`value="${escape(fields[name])}"`),
  );
}

/** POSTs one contact submission; resolves to its answer, HTTP status and round trip. */
export async function postContact(base, { actionFields, token, fields, ip, headers = {} }) {
  const started = performance.now();
  try {
    const response = await request(`${base}/contact`, {
      method: "POST",
      body: contactBody(actionFields, token, fields),
      headers: { Origin: base, ...(ip ? { "X-Forwarded-For": ip } : {}), ...headers },
    });
    const html = await response.text();
    return {
      answer: classify(html),
      status: response.status,
      html,
      ms: performance.now() - started,
    };
  } catch (error) {
    return { answer: "error", status: 0, html: "", error, ms: performance.now() - started };
  }
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` in flight. */
export async function pool(count, concurrency, task) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(count, concurrency) }, worker));
  return results;
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export function latency(results) {
  const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
  const f = (p) => percentile(sorted, p).toFixed(0);
  return `p50 ${f(50)} ms, p95 ${f(95)} ms, p99 ${f(99)} ms, max ${sorted.at(-1).toFixed(0)} ms`;
}

/** A distinct client address for visitor `i` (behind a trusted proxy). */
export const clientAddress = (i, prefix = 10) =>
  `${prefix}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
