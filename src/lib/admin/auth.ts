import "server-only";

import crypto from "node:crypto";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";

import {
  ADMIN_COOKIE,
  ANALYTICS_TEAM_COOKIE,
  ANALYTICS_TEAM_COOKIE_DAYS,
  SESSION_HOURS,
} from "@/config/storage";
import {
  accountCount,
  createSession,
  deleteSession,
  findSessionAccount,
  type AdminUser,
} from "@/lib/db/accounts";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { clientIp, hashIp } from "@/lib/forms/client-ip.mjs";
import { getSecret } from "@/lib/security/secrets.mjs";
import { secureCookie } from "@/lib/security/secure-cookie";

import { ownerFromEnvironment } from "./owner";
import { checkSignIn, type SignInOutcome } from "./sign-in";

export type { AdminUser } from "@/lib/db/accounts";
export { LEGACY_OWNER_EMAIL } from "./owner";

/** Whether the inbox is on: an owner in the environment, or accounts made with `npm run admin`. */
export async function adminEnabled(): Promise<boolean> {
  if (process.env.ADMIN_PASSWORD) return true;
  return (await accountCount()) > 0;
}

/** The keyed hash of this request's client address, as the audit trail and the limits keep it. */
export async function requestIpHash(): Promise<string> {
  return hashIp(clientIp(await headers()), getSecret("IP_HASH_SECRET"));
}

/**
 * Signs in with an email and password (checkSignIn in sign-in.ts: the limits, the verification,
 * the audit trail) and, when they are right, starts a session in this response's cookie.
 */
export async function signIn(emailInput: string, password: string): Promise<SignInOutcome> {
  const outcome = await checkSignIn(emailInput, password, await requestIpHash());
  if (outcome.ok) await startSession(outcome.user.id);
  return outcome;
}

function tokenHash(token: string): string {
  return crypto.createHmac("sha256", getSecret("SESSION_SECRET")).update(token).digest("hex");
}

async function startSession(userId: number): Promise<void> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await createSession(tokenHash(token), userId, expiresAt);
  (await cookies()).set(ADMIN_COOKIE, token, {
    httpOnly: true,
    sameSite: "strict",
    secure: await secureCookie(),
    path: "/admin",
    expires: expiresAt,
  });
  // The team's mark, so that this browser's page views are not counted (config/storage.ts).
  (await cookies()).set(ANALYTICS_TEAM_COOKIE, "1", {
    httpOnly: true,
    sameSite: "lax",
    secure: await secureCookie(),
    path: "/",
    maxAge: ANALYTICS_TEAM_COOKIE_DAYS * 86_400,
  });
}

/** The keyed hash of this request's session token, or null without a well-formed cookie. */
export async function currentSessionHash(): Promise<string | null> {
  const token = (await cookies()).get(ADMIN_COOKIE)?.value;
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return tokenHash(token);
}

/** The signed-in account of this request (checked in the database once per request), or null. */
export const currentUser = cache(async (): Promise<AdminUser | null> => {
  const hash = await currentSessionHash();
  if (!hash) return null;
  return (await findSessionAccount(hash)) ?? null;
});

export async function endSession(): Promise<void> {
  const store = await cookies();
  const hash = await currentSessionHash();
  if (hash) await deleteSession(hash);
  store.delete({ name: ADMIN_COOKIE, path: "/admin" });
}

export type AdminAccess =
  | { state: "disabled" | "signed-out" | "unavailable"; legacyOwner: boolean }
  | { state: "signed-in"; user: AdminUser };

/**
 * Whether this request may see the inbox: the check every admin page makes first. An unavailable
 * database is reported (the sign-in page says so); any other error is a fault and is thrown.
 */
export async function adminAccess(): Promise<AdminAccess> {
  const legacyOwner = ownerFromEnvironment()?.legacy ?? false;
  try {
    if (!(await adminEnabled())) return { state: "disabled", legacyOwner };
    const user = await currentUser();
    return user ? { state: "signed-in", user } : { state: "signed-out", legacyOwner };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] session check failed:", error);
    return { state: "unavailable", legacyOwner };
  }
}

/** For Server Actions: the signed-in account, or back to the sign-in page. */
export async function requireUser(): Promise<AdminUser> {
  const access = await adminAccess();
  if (access.state !== "signed-in") redirect("/admin");
  return access.user;
}

/** For owner-only actions: the signed-in owner, or back to the inbox. */
export async function requireOwner(): Promise<AdminUser> {
  const user = await requireUser();
  if (user.role !== "owner") redirect("/admin");
  return user;
}

/**
 * For route handlers (exports, downloads): the signed-in account, or the response to send
 * instead (401 without a session, 503 when the database is unavailable).
 */
export const PRIVATE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export async function routeUser(
  privateHeaders: Record<string, string> = PRIVATE_HEADERS,
): Promise<{ user: AdminUser } | { response: Response }> {
  try {
    const user = await currentUser();
    if (user) return { user };
    return {
      response: new Response("Sign in at /admin first.", { status: 401, headers: privateHeaders }),
    };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return {
      response: new Response("The database is unavailable.", {
        status: 503,
        headers: privateHeaders,
      }),
    };
  }
}
