import "server-only";

import { headers } from "next/headers";

import { LIMITS } from "@/config/forms";
import { defaultLocale, isLocale, type Locale } from "@/config/locales";
import { isRegisteredPath } from "@/config/routes";
import { siteConfig } from "@/config/site";
import type { FieldSpec } from "@/content/forms/form-spec";
import { attributeSubmission } from "@/lib/analytics/attribution";
import { flushQueuedPageViews } from "@/lib/analytics/flush";
import { viewerOfRequest } from "@/lib/analytics/page-view";
import { hitRateLimit, storeWithToken } from "@/lib/db/queries";
import { copyIn } from "@/lib/i18n/catalogs";
import { enqueue } from "@/lib/outbox/queue";
import { kickOutbox } from "@/lib/outbox/worker";
import { emailKeyHash } from "@/lib/security/keyed-hash";
import { getSecret } from "@/lib/security/secrets.mjs";

import { withinAcknowledgementCap } from "./acknowledgement-cap";
import { validateForm } from "./registries";
import { formRegistry, type FormKind } from "./registry";
import { formServerRegistry } from "./server-registry";
import type { FormState } from "./state";
import { checkToken, issueToken } from "./token";
import { clientHash, visitorToken } from "./visitor-token.mjs";

/** Per form: at most this many submissions per window, per client address and per email. */
const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/**
 * Forms on static pages, whose HTML cannot carry a token made for this client: the newsletter
 * sign-up of the pre-rendered /blog and its categories. With JavaScript it fetches its token
 * (/forms/token); a visitor without JavaScript sends none and is asked to confirm the sign-up
 * with one more press (a confirmation step, said as such), the answer carrying a confirmation
 * token. That token is signed for its own purpose (`<kind>:confirm`), bound to the address,
 * single-use like any other, and waits the same TIME_TRAP.minFillMs from the answer that
 * carries it (issue 32: without it a bot had the site mail a confirmation to any address in
 * two instant requests); a press sooner is dropped like any form's. A person reads the answer
 * and finds the form again first: the answer is the whole page, shown from its top.
 */
const CONFIRMED_KINDS: ReadonlySet<FormKind> = new Set(["newsletter"]);
/** The forms whose submissions are leads: the conversions of /admin/analytics. */
const LEAD_KINDS: ReadonlySet<FormKind> = new Set(["contact", "demo"]);

function confirmPurpose(kind: FormKind): string {
  return `${kind}:confirm`;
}

const HONEYPOT_FIELD = "website";
const TOKEN_FIELD = "_token";
const SOURCE_FIELD = "_source";
/** The language of the page the form was sent from (see <FormRenderer>). */
export const LOCALE_FIELD = "_locale";

/** The visitor's own values, as text, to put back in the form (files and unknown keys dropped). */
function keptValues(kind: FormKind, formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  const fields: Record<string, FieldSpec> = formRegistry[kind].spec.fields;
  for (const [name, field] of Object.entries(fields)) {
    const value = formData.get(name);
    // Up to twice the field's limit: enough for a visitor to see what to shorten, and never
    // a bot's megabytes sent back (the answer holds each value in its field and its state).
    if (typeof value === "string") {
      values[name] = value.slice(0, 2 * (field.maxLength ?? LIMITS.message));
    }
  }
  return values;
}

/**
 * A fresh time-trap token for one form, bound to the client of the request: /forms/token hands
 * it to a form whose page carries none (/blog); the form pages get theirs from server.mjs
 * (src/lib/http/form-pages.mjs), which makes it with the same visitorToken.
 */
export async function formToken(kind: FormKind, requestHeaders?: Headers): Promise<string> {
  return visitorToken(kind, requestHeaders ?? (await headers()));
}

/** The form's language: a Locale, or English for a missing or unknown value. */
export function submissionLocale(formData: FormData): Locale {
  const value = formData.get(LOCALE_FIELD);
  return isLocale(value) ? value : defaultLocale;
}

function sourcePage(formData: FormData): string {
  const value = formData.get(SOURCE_FIELD);
  return typeof value === "string" && isRegisteredPath(value) ? value : "unknown";
}

/**
 * Handles one submission of any form: spam checks, validation, rate limit, storage with its
 * messages. "Thank you" is returned only after the row and its outbox jobs are committed.
 * `givenHeaders`: the request's headers when the caller has them (a test); a Server Action
 * reads them.
 */
export async function handleSubmission<Kind extends FormKind>(
  kind: Kind,
  formData: FormData,
  givenHeaders?: Headers,
): Promise<FormState> {
  const values = keptValues(kind, formData);
  const locale = submissionLocale(formData);
  const { submissionMessages } = copyIn(locale, "forms/messages");
  const requestHeaders = givenHeaders ?? (await headers());
  const ipHash = clientHash(requestHeaders);
  const formSecret = getSecret("FORM_SECRET");

  // Bots: a filled honeypot, or a forged, instant, replayed or another address's token, gets
  // the normal success answer and stores nothing.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    console.warn(`[forms] ${kind}: honeypot filled, submission dropped`);
    return { status: "success", detail: "created" };
  }
  const rawToken = formData.get(TOKEN_FIELD);
  const givenToken = typeof rawToken === "string" ? rawToken : null;
  const confirmed = CONFIRMED_KINDS.has(kind);
  let tokenCheck = checkToken(formSecret, kind, ipHash, givenToken);
  if (confirmed && tokenCheck.status === "invalid") {
    const asConfirmation = checkToken(formSecret, confirmPurpose(kind), ipHash, givenToken);
    if (asConfirmation.status !== "invalid") tokenCheck = asConfirmation;
  }
  // Every answer but success carries a token, so the next try (with JavaScript off too) has
  // one. A token is spent only with a stored submission: an answer asking for corrections
  // hands the same one back, its clock running on.
  const ownToken = tokenCheck.status === "ok" || tokenCheck.status === "too-fast";
  const nextToken =
    ownToken && givenToken
      ? givenToken
      : issueToken(formSecret, confirmed ? confirmPurpose(kind) : kind, ipHash);

  // Field errors first, whatever the token: nothing is stored, and a visitor who pressed at
  // once on a page that carries its token (JavaScript off) is shown what to correct.
  const result = validateForm(kind, Object.fromEntries(formData.entries()), locale);
  if (!result.success) {
    return {
      status: "error",
      message: submissionMessages.invalid,
      errors: result.errors,
      values,
      token: nextToken,
    };
  }
  if (tokenCheck.status === "invalid" || tokenCheck.status === "too-fast") {
    console.warn(`[forms] ${kind}: time trap (${tokenCheck.status}), submission dropped`);
    return { status: "success", detail: "created" };
  }
  if (tokenCheck.status !== "ok") {
    // A static page without JavaScript sends no token: confirm the sign-up. A tab left open for
    // hours has an old token: ask once more, with a fresh one.
    const message =
      confirmed && tokenCheck.status === "missing"
        ? submissionMessages.confirm
        : submissionMessages.retry;
    return { status: "retry", message, values, token: nextToken };
  }

  try {
    const [byIp, byEmail] = await Promise.all([
      hitRateLimit(`${kind}:ip:${ipHash}`, RATE_LIMIT.windowMs),
      hitRateLimit(`${kind}:email:${emailKeyHash(result.data.email)}`, RATE_LIMIT.windowMs),
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

    const meta = {
      sourcePage: sourcePage(formData),
      locale,
      ipHash,
      userAgent: requestHeaders.get("user-agent")?.slice(0, 500) ?? null,
    };
    // The page views this instance still holds are written first, so that the visit that
    // brought the submission is found (src/lib/analytics/attribution.ts).
    await flushQueuedPageViews();
    // The row and everything it sends (src/lib/outbox) commit together, or not at all; the
    // visit's lead count with them.
    const stored = await storeWithToken(
      { id: tokenCheck.id, expiresAt: tokenCheck.expiresAt },
      async (db) => {
        const attribution = await attributeSubmission(db, viewerOfRequest(requestHeaders), {
          lead: LEAD_KINDS.has(kind),
        });
        const outcome = await formServerRegistry[kind].store(
          result.data,
          { ...meta, ...attribution },
          db,
        );
        const jobs = await withinAcknowledgementCap(db, outcome.jobs);
        await enqueue(db, jobs);
        return { ...outcome, jobs };
      },
    );
    if (!stored.spent) {
      console.warn(`[forms] ${kind}: time trap (replayed token), submission dropped`);
      return { status: "success", detail: "created" };
    }
    if (stored.result.jobs.length > 0) kickOutbox();
    return {
      status: "success",
      detail: stored.result.detail,
      ...(stored.result.reference ? { reference: stored.result.reference } : {}),
    };
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
