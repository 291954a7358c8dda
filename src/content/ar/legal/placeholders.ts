/**
 * The facts the Arabic legal documents name with `{{placeholders}}`, in Arabic words where they
 * have words (the address, the city, the retention table) and isolated left to right where they
 * are numbers (the phone). The same keys as the English module (src/content/legal/placeholders.ts).
 */
import { siteConfig } from "@/config/site";
import * as en from "@/content/legal/placeholders";

import { addressOf, cityOf, countryOf, ltr } from "../site-phrases";
import { retentionTableMarkdown } from "./retention";

const hq = siteConfig.offices.beirut;

export const legalPlaceholders = {
  ...en.legalPlaceholders,
  hqAddress: addressOf(hq),
  hqCity: cityOf(hq),
  hqCountry: countryOf(hq),
  hqPhone: ltr(hq.phone),
  retentionTable: retentionTableMarkdown(),
} as const satisfies Record<keyof typeof en.legalPlaceholders, string>;
