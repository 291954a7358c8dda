import "server-only";

import { headers } from "next/headers";

/**
 * Whether this response's cookies are marked Secure: COOKIE_SECURE=1 or 0 decides; otherwise
 * in production behind a trusted proxy that says the request came over HTTPS.
 */
export async function secureCookie(): Promise<boolean> {
  if (process.env.COOKIE_SECURE === "1") return true;
  if (process.env.COOKIE_SECURE === "0") return false;
  const requestHeaders = await headers();
  const proto =
    process.env.TRUST_PROXY === "1"
      ? requestHeaders.get("x-forwarded-proto")?.split(",")[0]?.trim()
      : undefined;
  return process.env.NODE_ENV === "production" && proto === "https";
}
