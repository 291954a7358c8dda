/**
 * Facts the legal Markdown documents mention are never typed into the Markdown: the text
 * says `{{privacyEmail}}` and this module fills it in from the site config (or from the code
 * constant the fact belongs to) before the Markdown is rendered. An unknown or malformed
 * placeholder fails the build instead of reaching a visitor.
 */
import { CHAT_COOKIE } from "@/config/chat";
import { RETENTION } from "@/config/retention";
import { formatAddress, siteConfig } from "@/config/site";
import {
  ADMIN_COOKIE,
  ANALYTICS_TEAM_COOKIE,
  ANALYTICS_TEAM_COOKIE_DAYS,
  SESSION_HOURS,
  THEME_STORAGE_KEY,
} from "@/config/storage";

import { formatPeriod, retentionTableMarkdown } from "./retention";

const hq = siteConfig.offices.beirut;

export const legalPlaceholders = {
  siteName: siteConfig.name,
  legalName: siteConfig.legalName,
  siteUrl: siteConfig.url,
  siteHost: new URL(siteConfig.url).host,
  hqAddress: formatAddress(hq),
  hqCity: hq.city,
  hqCountry: hq.country,
  hqPhone: hq.phone,
  email: siteConfig.email,
  supportEmail: siteConfig.supportEmail,
  privacyEmail: siteConfig.privacyEmail,
  themeStorageKey: THEME_STORAGE_KEY,
  adminSessionCookie: ADMIN_COOKIE,
  adminSessionHours: String(SESSION_HOURS),
  chatCookie: CHAT_COOKIE.name,
  chatCookieDays: String(CHAT_COOKIE.maxAgeSeconds / 86_400),
  /** The team's mark, which keeps the team's page views out of the visit statistics. */
  teamCookie: ANALYTICS_TEAM_COOKIE,
  teamCookieDuration: formatPeriod({ amount: ANALYTICS_TEAM_COOKIE_DAYS, unit: "days" }),
  /** How long raw visits are kept, and then their daily counts (src/lib/analytics). */
  analyticsVisitsPeriod: formatPeriod(RETENTION.analyticsVisits),
  analyticsPeriod: formatPeriod(RETENTION.analytics),
  /** The privacy policy's retention table, from the periods the purge applies. */
  retentionTable: retentionTableMarkdown(),
} as const satisfies Record<string, string>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** Replaces every `{{name}}` in `source`; throws on an unknown name or a stray brace pair. */
export function substitutePlaceholders(
  source: string,
  values: Readonly<Record<string, string>> = legalPlaceholders,
  fileName = "document",
): string {
  const result = source.replace(PLACEHOLDER, (match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      throw new Error(
        `Unknown placeholder ${match} in ${fileName}. Known: ${Object.keys(values).join(", ")}`,
      );
    }
    return value;
  });
  const stray = /\{\{|\}\}/.exec(result);
  if (stray) {
    const context = result.slice(Math.max(0, stray.index - 20), stray.index + 20);
    throw new Error(`Malformed placeholder in ${fileName} near "${context}"`);
  }
  return result;
}
