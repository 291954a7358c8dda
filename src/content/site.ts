/**
 * The visible text of src/config/site.ts, as pages write it: the English words are the config's
 * own. The Arabic mirror (./ar/site.ts) has the same names in Arabic; the facts (phones,
 * emails, hours, time zones, postal codes, the record) stay in the config.
 */
import { siteConfig } from "@/config/site";

import { officeWords } from "./offices";

export const siteCopy = {
  name: siteConfig.name,
  legalName: siteConfig.legalName,
  tagline: siteConfig.tagline,
  description: siteConfig.description,
  /** "within 24 hours", as pages write it. */
  responseTime: siteConfig.responseTime,
  /** "within one hour, around the clock". */
  criticalResponseTime: siteConfig.criticalResponseTime,
  offices: officeWords,
} as const satisfies {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  responseTime: string;
  criticalResponseTime: string;
  offices: typeof officeWords;
};
