import "server-only";

import crypto from "node:crypto";

import { getSecret } from "@/lib/security/secrets.mjs";

/**
 * The person view's address, as its URLs carry it: sealed (AES-256-GCM under a key derived from
 * SESSION_SECRET), for the staff member who looked it up, for an hour. The lookup and the way to
 * erasure are POSTs of the address; the pages they lead to (`/admin/people?q=…`,
 * `/admin/people/erase?q=…`) hold only this opaque token, so that the address is never in a
 * browser's history, the server's or a proxy's logs, or a Referer. Pure but for the secret.
 */

/** How long a lookup's pages can be opened again (Back, a reload) before searching again. */
export const LOOKUP_TTL_MS = 60 * 60 * 1000;

const IV_BYTES = 12;
const TAG_BYTES = 16;

function key(): Buffer {
  return Buffer.from(
    crypto.hkdfSync("sha256", getSecret("SESSION_SECRET"), "", "cedarwave person lookup", 32),
  );
}

/** The sealed token of `email` (already normalised) for the staff member `userId`. */
export function sealLookup(email: string, userId: number, now = Date.now()): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const plain = JSON.stringify({ e: email, x: now + LOOKUP_TTL_MS });
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/**
 * The address sealed in `token`, or null: not a token, sealed for another staff member or with
 * another secret, altered, or past its hour.
 */
export function openLookup(token: unknown, userId: number, now = Date.now()): string | null {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{40,1000}$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key(), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
    const { e, x } = JSON.parse(plain) as { e?: unknown; x?: unknown };
    return typeof e === "string" && typeof x === "number" && now <= x ? e : null;
  } catch {
    return null;
  }
}
