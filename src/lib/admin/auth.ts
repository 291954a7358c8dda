import "server-only";

import crypto from "node:crypto";

import { cookies, headers } from "next/headers";

import { ADMIN_COOKIE, SESSION_HOURS } from "@/config/storage";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { createSession, deleteSession, findSession, hitRateLimit } from "@/lib/db/queries";
import { clientIp, hashIp } from "@/lib/forms/client-ip";
import { getSecret } from "@/lib/security/secrets";

/** At most this many login attempts per client per minute; the next one is refused. */
const LOGIN_LIMIT = { max: 9, windowMs: 60_000 } as const;

export function adminEnabled(): boolean {
  return Boolean(process.env.ADMIN_PASSWORD);
}

function sha256(value: string): Buffer {
  return crypto.createHash("sha256").update(value).digest();
}

/** Constant-time comparison with ADMIN_PASSWORD (hashing first equalises the lengths). */
export function passwordMatches(
  candidate: string,
  expected = process.env.ADMIN_PASSWORD ?? "",
): boolean {
  if (!expected) return false;
  return crypto.timingSafeEqual(sha256(candidate), sha256(expected));
}

async function secureCookie(): Promise<boolean> {
  if (process.env.COOKIE_SECURE === "1") return true;
  if (process.env.COOKIE_SECURE === "0") return false;
  const requestHeaders = await headers();
  const proto =
    process.env.TRUST_PROXY === "1"
      ? requestHeaders.get("x-forwarded-proto")?.split(",")[0]?.trim()
      : undefined;
  return process.env.NODE_ENV === "production" && proto === "https";
}

export async function loginAllowed(): Promise<{ allowed: boolean; retryInSeconds: number }> {
  const ip = clientIp(await headers());
  const hit = await hitRateLimit(
    `admin-login:ip:${hashIp(ip, getSecret("IP_HASH_SECRET"))}`,
    LOGIN_LIMIT.windowMs,
  );
  return {
    allowed: hit.count <= LOGIN_LIMIT.max,
    retryInSeconds: Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000)),
  };
}

function tokenHash(token: string): string {
  return crypto.createHmac("sha256", getSecret("SESSION_SECRET")).update(token).digest("hex");
}

export async function startSession(): Promise<void> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await createSession(tokenHash(token), expiresAt);
  (await cookies()).set(ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: "strict",
    secure: await secureCookie(),
    path: "/admin",
    expires: expiresAt,
  });
}

/** Whether the request carries a valid, unexpired session (checked in the database). */
export async function hasSession(): Promise<boolean> {
  const token = (await cookies()).get(ADMIN_COOKIE)?.value;
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const session = await findSession(tokenHash(token));
  return Boolean(session && session.expiresAt.getTime() > Date.now());
}

export async function endSession(): Promise<void> {
  const store = await cookies();
  const token = store.get(ADMIN_COOKIE)?.value;
  if (token) await deleteSession(tokenHash(token));
  store.delete({ name: ADMIN_COOKIE, path: "/admin" });
}

export type AdminAccess = "disabled" | "signed-out" | "unavailable" | "signed-in";

/**
 * Whether this request may see the inbox: the check every admin page makes first. An unavailable
 * database is reported (the sign-in page says so); any other error is a fault and is thrown.
 */
export async function adminAccess(): Promise<AdminAccess> {
  if (!adminEnabled()) return "disabled";
  try {
    return (await hasSession()) ? "signed-in" : "signed-out";
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] session check failed:", error);
    return "unavailable";
  }
}
