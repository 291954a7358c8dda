import crypto from "node:crypto";

/** The time trap: a form must take at least this long to fill in... */
export const MIN_FILL_MS = 3_000;
/** ...and its token expires after this long. */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

export type TokenCheck = "ok" | "missing" | "invalid" | "too-fast" | "expired";

function sign(secret: string, payload: string): string {
  return crypto.createHmac("sha256", secret).update(payload).digest("base64url");
}

/** An HMAC-signed render timestamp for one form kind: `<issuedAt>.<signature>`. */
export function issueToken(secret: string, form: string, now = Date.now()): string {
  return `${now}.${sign(secret, `${form}.${now}`)}`;
}

export function checkToken(
  secret: string,
  form: string,
  token: string | undefined | null,
  now = Date.now(),
): TokenCheck {
  if (!token) return "missing";
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "invalid";
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, `${form}.${issuedAt}`));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return "invalid";
  }
  const age = now - issuedAt;
  if (age < MIN_FILL_MS) return "too-fast";
  if (age > MAX_TOKEN_AGE_MS) return "expired";
  return "ok";
}
