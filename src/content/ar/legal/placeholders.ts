/**
 * The facts the Arabic legal documents name with `{{placeholders}}`, in Arabic words where they
 * have words (the address, the city, the retention table) and isolated left to right where they
 * are numbers (the phone). The same keys as the English module (src/content/legal/placeholders.ts).
 */
import { siteConfig } from "@/config/site";
import * as en from "@/content/legal/placeholders";

import { formatAddress, officeCopy } from "../offices";
import { ltr } from "../site-phrases";
import { retentionTableMarkdown } from "./retention";

const hq = siteConfig.offices.beirut;

export const legalPlaceholders = {
  ...en.legalPlaceholders,
  hqAddress: formatAddress(hq),
  hqCity: officeCopy(hq).city,
  hqCountry: officeCopy(hq).country,
  hqPhone: ltr(hq.phone),
  retentionTable: retentionTableMarkdown(),
} as const satisfies Record<keyof typeof en.legalPlaceholders, string>;
