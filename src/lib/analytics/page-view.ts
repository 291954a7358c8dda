import { isbot } from "isbot";

import { localeOfPath, type Locale } from "@/config/locales";
import { ANALYTICS_TEAM_COOKIE } from "@/config/storage";
import { clientIp } from "@/lib/forms/client-ip.mjs";
import { requestHost } from "@/lib/http/edge.mjs";

/**
 * What server.mjs knows of a response it has sent (src/lib/analytics/meeting.mjs): enough to
 * tell a page view from everything else. Headers as Node gives them (lower-case names).
 */
export interface ServedResponse {
  method: string;
  /** The decoded path, without its query. */
  path: string;
  /** The query, with its "?", or "". */
  search: string;
  status: number;
  contentType: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  at: Date;
}

export type Device = "phone" | "tablet" | "desktop";

/** Who viewed, for the visitor key only: held in memory until the next write, never stored. */
export interface Viewer {
  ip: string;
  userAgent: string;
  host: string;
}

/** A counted page view, as the ingest writes it (src/lib/analytics/ingest.ts). */
export interface PageView {
  at: Date;
  path: string;
  locale: Locale;
  /** The host of the page that linked here; null when none or the site itself. */
  referrerHost: string | null;
  /** utm_source, or `ref` without it. */
  source: string | null;
  medium: string | null;
  campaign: string | null;
  device: Device;
  /** Null when the browser asks not to be tracked (Sec-GPC: 1 or DNT: 1): a view, no visitor. */
  viewer: Viewer | null;
}

/** Paths never counted, whatever they answer: the team's inbox. */
const PRIVATE_PREFIXES = ["/admin"];
/** The longest campaign value kept; longer ones are cut. */
const MAX_CAMPAIGN_LENGTH = 100;

function header(headers: ServedResponse["headers"], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(", ") : value) ?? "";
}

/** The device class from the user agent: tablets first (an Android tablet says no "Mobile"). */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

/** A campaign field of the query: trimmed, lower-case (so "Google" and "google" are one), cut. */
function campaignValue(query: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const value = query.get(name)?.trim().toLowerCase();
    if (value) return value.slice(0, MAX_CAMPAIGN_LENGTH);
  }
  return null;
}

/** The referring page's host, or null for none, an unreadable one, or the site itself. */
export function referrerHostOf(referer: string, ownHost: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.host.toLowerCase().replace(/^www\./, "");
    return host === ownHost.toLowerCase().replace(/^www\./, "") ? null : host;
  } catch {
    return null;
  }
}

/**
 * The host the visitor asked for (edge.mjs's requestHost: behind a trusted proxy, the first
 * X-Forwarded-Host), lower-case, so that instances behind one proxy key a visitor alike.
 */
function siteHost(host: string, forwardedHost: string, trustProxy: boolean): string {
  return (requestHost({ host, forwardedHost }, trustProxy) ?? "").toLowerCase();
}

/** True when the request carries the team's mark (set at sign-in to the inbox). */
function fromTeam(cookieHeader: string): boolean {
  return cookieHeader
    .split(";")
    .some((part) => part.trim().startsWith(`${ANALYTICS_TEAM_COOKIE}=`));
}

/**
 * The page view a response is, or null when it is not one to count: only a GET answered 200 or
 * 304 with an HTML document, outside the inbox, asked for by a browser for itself: not a
 * crawler (isbot, or no user agent at all), not a prefetch or prerender (Sec-Purpose, Purpose,
 * X-Moz), not a frame or a script's fetch (Sec-Fetch-Dest other than "document"), not the
 * team's own browser.
 */
export function pageViewOf(
  response: ServedResponse,
  trustProxy = process.env.TRUST_PROXY === "1",
): PageView | null {
  const { headers } = response;
  if (response.method !== "GET") return null;
  // A 304 may come without a Content-Type: then the request asked for a document.
  const html =
    response.contentType?.startsWith("text/html") ||
    (response.status === 304 &&
      !response.contentType &&
      /text\/html/.test(header(headers, "accept")));
  if ((response.status !== 200 && response.status !== 304) || !html) return null;
  const path = response.path;
  if (PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return null;
  }
  const purpose = `${header(headers, "sec-purpose")} ${header(headers, "purpose")} ${header(headers, "x-moz")}`;
  if (/prefetch|prerender/i.test(purpose)) return null;
  const destination = header(headers, "sec-fetch-dest");
  if (destination && destination !== "document") return null;
  const userAgent = header(headers, "user-agent");
  if (!userAgent || isbot(userAgent)) return null;
  if (fromTeam(header(headers, "cookie"))) return null;

  const host = siteHost(header(headers, "host"), header(headers, "x-forwarded-host"), trustProxy);
  const query = new URLSearchParams(response.search);
  const optedOut = header(headers, "sec-gpc") === "1" || header(headers, "dnt") === "1";
  const ip = clientIp(new Headers(plainHeaders(headers)), trustProxy);
  return {
    at: response.at,
    path,
    locale: localeOfPath(path),
    referrerHost: referrerHostOf(header(headers, "referer"), host),
    source: campaignValue(query, "utm_source", "ref"),
    medium: campaignValue(query, "utm_medium"),
    campaign: campaignValue(query, "utm_campaign"),
    device: deviceOf(userAgent),
    viewer: optedOut ? null : { ip, userAgent, host },
  };
}

/** The headers clientIp reads, as a plain record. */
function plainHeaders(headers: ServedResponse["headers"]): Record<string, string> {
  return {
    "x-client-ip": header(headers, "x-client-ip"),
    "x-forwarded-for": header(headers, "x-forwarded-for"),
  };
}

/**
 * The viewer behind a request the app handles (a form's post, a chat's start), for the visitor
 * key of its visit; null when the browser asks not to be tracked. `host` as the page views had it.
 */
export function viewerOfRequest(
  headers: Headers,
  trustProxy = process.env.TRUST_PROXY === "1",
): Viewer | null {
  if (headers.get("sec-gpc") === "1" || headers.get("dnt") === "1") return null;
  const userAgent = headers.get("user-agent") ?? "";
  if (!userAgent) return null;
  return {
    ip: clientIp(headers, trustProxy),
    userAgent,
    host: siteHost(headers.get("host") ?? "", headers.get("x-forwarded-host") ?? "", trustProxy),
  };
}
