/**
 * The newsletter's signed links. A confirmation link names the subscriber, the time it was made
 * and an HMAC over both and the address; it passes for 7 days. An unsubscribe link names the
 * subscriber and an HMAC over the id and the address: it never expires, and it cannot be
 * guessed or made for another address without the secret. Each HMAC has its own purpose, so
 * one kind of link cannot stand for the other.
 */
import crypto from "node:crypto";

import { linkExpired, linkMac, linkRowId, sameMac } from "./signed-links";

export const CONFIRM_LINK_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

type Purpose = "newsletter-confirm" | "newsletter-unsubscribe";

function mac(secret: string, purpose: Purpose, parts: readonly (string | number)[]): string {
  return linkMac(secret, purpose, parts);
}

export function confirmToken(secret: string, id: number, email: string, now = Date.now()): string {
  return `${id}.${now}.${mac(secret, "newsletter-confirm", [id, email.toLowerCase(), now])}`;
}

export function unsubscribeToken(secret: string, id: number, email: string): string {
  return `${id}.${mac(secret, "newsletter-unsubscribe", [id, email.toLowerCase()])}`;
}

/**
 * The subscriber id a token names, before checking it against that subscriber's address; null
 * when it names none, or an id no subscriber can have (past a PostgreSQL integer: row-id.ts).
 */
export function tokenSubscriberId(token: string): number | null {
  return linkRowId(token);
}

export type ConfirmCheck = "ok" | "expired" | "invalid";

export function checkConfirmToken(
  secret: string,
  token: string,
  subscriber: { id: number; email: string },
  now = Date.now(),
): ConfirmCheck {
  const match = /^(\d{1,10})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || Number(match[1]) !== subscriber.id) return "invalid";
  const issuedAt = Number(match[2]);
  const expected = mac(secret, "newsletter-confirm", [
    subscriber.id,
    subscriber.email.toLowerCase(),
    issuedAt,
  ]);
  if (!sameMac(match[3]!, expected)) return "invalid";
  if (linkExpired(issuedAt, CONFIRM_LINK_LIFE_MS, now)) return "expired";
  return "ok";
}

const UNSUBSCRIBE_TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

/** Whether a token has the form of an unsubscribe link's (before it is checked). */
export function isUnsubscribeTokenShape(token: string): boolean {
  return UNSUBSCRIBE_TOKEN.test(token);
}

export function checkUnsubscribeToken(
  secret: string,
  token: string,
  subscriber: { id: number; email: string },
): boolean {
  const match = UNSUBSCRIBE_TOKEN.exec(token);
  if (!match || Number(match[1]) !== subscriber.id) return false;
  return sameMac(
    match[2]!,
    mac(secret, "newsletter-unsubscribe", [subscriber.id, subscriber.email.toLowerCase()]),
  );
}

/** The suppression list's key for an address: a SHA-256 hash, never the address itself. */
export function suppressionHash(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}
