import { localeInfo, type Locale } from "@/config/locales";
import { latinRuns } from "@/lib/i18n/bidi";
import { getLocale } from "@/lib/i18n/request";

/**
 * A text of the page's language with, on a right-to-left page, every Latin run that holds
 * digits or punctuation (an address, a product name and version, a phone number, an email) in a
 * `<bdi>`: the bidi algorithm would otherwise lay it out in the Arabic order ("Mission Street
 * 535"). On a left-to-right page, the text as it is. `locale`: the page's, where the component
 * is given it rather than reading getLocale().
 */
export function BidiText({ text, locale }: { text: string; locale?: Locale }) {
  if (localeInfo[locale ?? getLocale()].dir !== "rtl") return text;
  return latinRuns(text).map((part, index) =>
    part.isolate ? <bdi key={index}>{part.text}</bdi> : part.text,
  );
}
