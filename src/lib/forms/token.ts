import crypto from "node:crypto";

import { TIME_TRAP } from "@/config/forms";

import { issueToken, signToken } from "./visitor-token.mjs";

/**
 * The time trap of every form: `<issuedAt>.<nonce>.<signature>`, an HMAC over the form kind,
 * the render time, a random nonce and the keyed hash of the client's address (see
 * ./client-ip.mjs), made by ./visitor-token.mjs. A token only passes for the form and the address it was issued to, after
 * MIN_FILL_MS and before TIME_TRAP.maxAgeMs; the nonce makes every token distinct, so
 * that the one submission it lets through can spend it (see `storeWithToken` in
 * src/lib/db/queries.ts): a replay is a bot.
 */
export type TokenCheck =
  | {
      status: "ok";
      /** What the used-token record holds: the signature, unique per token. */
      id: string;
      /** When the token stops passing anyway: its used-token record may go then. */
      expiresAt: Date;
    }
  | { status: "missing" | "invalid" | "too-fast" | "expired" };

const TOKEN_PATTERN = /^(\d{13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * The minimum fill time the server holds tokens to: TIME_TRAP.minFillMs (3 s), unless
 * FORM_MIN_FILL_MS says otherwise (a whole number of milliseconds from 500 to 10,000; any other
 * value keeps the default). The browser tests run with 1,000: a submission waits for its
 * token's age, and the suite sends about a hundred (docs/testing.md).
 */
export const MIN_FILL_MS = minFillOf(process.env.FORM_MIN_FILL_MS);

export function minFillOf(value: string | undefined): number {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 500 && ms <= 10_000 ? ms : TIME_TRAP.minFillMs;
}

/** A fresh token for one form kind and one client: see ./visitor-token.mjs. */
export { issueToken };

export function checkToken(
  secret: string,
  form: string,
  client: string,
  token: string | undefined | null,
  now = Date.now(),
  minFillMs: number = MIN_FILL_MS,
): TokenCheck {
  if (!token) return { status: "missing" };
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { status: "invalid" };
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signToken(secret, form, issuedAt, match[2]!, client));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return { status: "invalid" };
  }
  const age = now - issuedAt;
  if (age < minFillMs) return { status: "too-fast" };
  if (age > TIME_TRAP.maxAgeMs) return { status: "expired" };
  return { status: "ok", id: match[3]!, expiresAt: new Date(issuedAt + TIME_TRAP.maxAgeMs) };
}
