/**
 * What the signed links mailed to people share (the newsletter's, newsletter-links.ts, and the
 * live chat's, chat-links.ts): an HMAC over a purpose and the link's parts, compared in constant
 * time; the row id a link starts with; and whether a dated link is still within its life.
 * Each kind of link names its own purpose, so one kind cannot stand for another.
 */
import crypto from "node:crypto";

import { parseRowId } from "@/lib/db/row-id";

/** The link's HMAC (base64url, 43 characters) over its purpose and parts, one per line. */
export function linkMac(secret: string, purpose: string, parts: readonly (string | number)[]) {
  return crypto
    .createHmac("sha256", secret)
    .update([purpose, ...parts].join("\n"))
    .digest("base64url");
}

/** Whether a link's HMAC is the expected one, in constant time. */
export function sameMac(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * The row id a link's token starts with (`123.…`), before it is checked against that row; null
 * when it names none, or an id no row can have (past a PostgreSQL integer: row-id.ts).
 */
export function linkRowId(token: string): number | null {
  const match = /^(\d{1,10})\./.exec(token);
  return match ? parseRowId(match[1]) : null;
}

/** A link made at `issuedAt` is expired past `lifeMs`, or when dated over a minute ahead. */
export function linkExpired(issuedAt: number, lifeMs: number, now: number): boolean {
  return issuedAt > now + 60_000 || now - issuedAt > lifeMs;
}
