/** The legal documents' collection: src/content/legal/<slug>.md and their Arabic text in ./ar/. */
import { defaultLocale, type Locale } from "@/config/locales";
import { substitutePlaceholders } from "@/content/legal/placeholders";
import { legalFrontMatterSchema } from "@/content/legal/schema";
import { copyIn } from "@/lib/i18n/catalogs";

import { defineCollection } from "./define-collection";

export const legalDocuments = defineCollection({
  folder: "legal",
  schema: legalFrontMatterSchema,
  href: (slug) => `/${slug}`,
  translatedKeys: ["title"],
});

/** A legal text with its `{{placeholders}}` filled with the facts in its language's words. */
export function fillLegalPlaceholders(text: string, locale: Locale, slug: string): string {
  const fileName = locale === defaultLocale ? `legal/${slug}.md` : `legal/${locale}/${slug}.md`;
  const { legalPlaceholders } = copyIn(locale, "legal/placeholders");
  return substitutePlaceholders(text, legalPlaceholders, fileName);
}
