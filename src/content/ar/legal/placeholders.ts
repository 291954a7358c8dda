/**
 * The facts the Arabic legal documents name with `{{placeholders}}`, in Arabic words where they
 * have words (the address, the city, the retention table) and isolated left to right where they
 * are numbers (the phone). The same keys as the English module (src/content/legal/placeholders.ts).
 */
import { RETENTION } from "@/config/retention";
import { siteConfig } from "@/config/site";
import { ANALYTICS_TEAM_COOKIE_DAYS } from "@/config/storage";
import * as en from "@/content/legal/placeholders";

import { formatAddress, officeCopy } from "../offices";
import { ltr } from "../site-phrases";
import { formatPeriod, retentionTableMarkdown } from "./retention";

const hq = siteConfig.offices.beirut;

export const legalPlaceholders = {
  ...en.legalPlaceholders,
  hqAddress: formatAddress(hq),
  hqCity: officeCopy(hq).city,
  hqCountry: officeCopy(hq).country,
  hqPhone: ltr(hq.phone),
  retentionTable: retentionTableMarkdown(),
  // Periods in the nominative ("يومان"): the documents say them as a subject or predicate.
  teamCookieDuration: formatPeriod({ amount: ANALYTICS_TEAM_COOKIE_DAYS, unit: "days" }),
  analyticsVisitsPeriod: formatPeriod(RETENTION.analyticsVisits),
  analyticsPeriod: formatPeriod(RETENTION.analytics),
} as const satisfies Record<keyof typeof en.legalPlaceholders, string>;
