import "server-only";

import { headers } from "next/headers";

import { isRegisteredPath } from "@/config/routes";
import { siteConfig } from "@/config/site";
import { submissionMessages } from "@/content/forms/messages";
import { hitRateLimit } from "@/lib/db/queries";
import { getSecret } from "@/lib/security/secrets";

import { clientIp, hashIp } from "./client-ip";
import { fieldNames, type FormKind } from "./registry";
import { formServerRegistry } from "./server-registry";
import type { FormState } from "./state";
import { checkToken, issueToken } from "./token";
import { validateForm } from "./validate";

/** Per form: at most this many submissions per window, per client address and per email. */
const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

const HONEYPOT_FIELD = "website";
const TOKEN_FIELD = "_token";
const SOURCE_FIELD = "_source";

/** The visitor's own values, as text, to put back in the form (files and unknown keys dropped). */
function keptValues(kind: FormKind, formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fieldNames(kind)) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 10_000);
  }
  return values;
}

function sourcePage(formData: FormData): string {
  const value = formData.get(SOURCE_FIELD);
  return typeof value === "string" && isRegisteredPath(value) ? value : "unknown";
}

/**
 * Handles one submission of any form: spam checks, validation, rate limit, storage.
 * "Thank you" is returned only after the row is committed.
 */
export async function handleSubmission<Kind extends FormKind>(
  kind: Kind,
  formData: FormData,
): Promise<FormState> {
  const values = keptValues(kind, formData);
  const requestHeaders = await headers();
  const ip = clientIp(requestHeaders);
  const formSecret = getSecret("FORM_SECRET");

  // Bots: a filled honeypot or a forged/instant token gets the normal success answer.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    console.warn(`[forms] ${kind}: honeypot filled, submission dropped`);
    return { status: "success", detail: "created" };
  }
  const rawToken = formData.get(TOKEN_FIELD);
  const tokenCheck = checkToken(formSecret, kind, typeof rawToken === "string" ? rawToken : null);
  if (tokenCheck === "invalid" || tokenCheck === "too-fast") {
    console.warn(`[forms] ${kind}: time trap (${tokenCheck}), submission dropped`);
    return { status: "success", detail: "created" };
  }
  // Every answer but success carries a token, so the next try (with JavaScript off too) has one.
  const nextToken =
    tokenCheck === "ok" && typeof rawToken === "string" ? rawToken : issueToken(formSecret, kind);

  const result = validateForm(kind, Object.fromEntries(formData.entries()));
  if (!result.success) {
    return {
      status: "error",
      message: submissionMessages.invalid,
      errors: result.errors,
      values,
      token: nextToken,
    };
  }
  if (tokenCheck === "missing" || tokenCheck === "expired") {
    // A static page carries no token and a tab left open a day has an old one: ask once more.
    return { status: "retry", message: submissionMessages.retry, values, token: nextToken };
  }

  try {
    const email = result.data.email.toLowerCase();
    const ipHash = hashIp(ip, getSecret("IP_HASH_SECRET"));
    const [byIp, byEmail] = await Promise.all([
      hitRateLimit(`${kind}:ip:${ipHash}`, RATE_LIMIT.windowMs),
      hitRateLimit(`${kind}:email:${email}`, RATE_LIMIT.windowMs),
    ]);
    const blocked = [byIp, byEmail].filter((hit) => hit.count > RATE_LIMIT.max);
    if (blocked.length > 0) {
      const resetAt = Math.max(...blocked.map((hit) => hit.resetAt.getTime()));
      const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000));
      return {
        status: "rate_limited",
        message: submissionMessages.rateLimited(minutes),
        values,
        token: nextToken,
      };
    }

    const detail = await formServerRegistry[kind].store(result.data, {
      sourcePage: sourcePage(formData),
      ipHash,
      userAgent: requestHeaders.get("user-agent")?.slice(0, 500) ?? null,
    });
    return { status: "success", detail };
  } catch (error) {
    console.error(`[forms] ${kind}: could not store the submission:`, error);
    return {
      status: "failed",
      message: submissionMessages.failed(siteConfig.email),
      values,
      token: nextToken,
    };
  }
}
