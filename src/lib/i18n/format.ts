import { localeInfo, type Locale } from "@/config/locales";

/** Numbers, prices and dates for a locale, with Intl (Western digits in both: see glossary). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(localeInfo[locale].intl, options).format(value);
}

/** A US-dollar amount: "$1,299" in English, "1,299 US$" in Arabic. */
export function formatUsd(value: number, locale: Locale): string {
  return formatNumber(value, locale, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  });
}
