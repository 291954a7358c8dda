/**
 * The search box's status line from its words (src/content/search.ts `searchBoxCopy.status`,
 * or its mirror): plain templates, so that a client component receives them as data. Numbers
 * and the plural category are the page's language's (`localeInfo[locale].intl`). Client-safe.
 */
import { localeInfo, type Locale } from "@/config/locales";
import type { SearchStatusWords } from "@/content/search";

/** "3 results for “billing”, showing the top 6", in the language of `locale`. */
export function searchStatus(
  words: SearchStatusWords,
  locale: Locale,
  count: number,
  query: string,
  shown: number,
): string {
  const { intl } = localeInfo[locale];
  const number = new Intl.NumberFormat(intl);
  const phrase =
    count === 0
      ? words.none
      : (words.counted[new Intl.PluralRules(intl).select(count)] ?? words.counted.other);
  // Replacer functions: a query's "$&" is text, not a replacement pattern.
  const line = phrase
    .replace("{count}", () => number.format(count))
    .replace("{query}", () => query);
  return count > shown
    ? `${line}${words.more.replace("{shown}", () => number.format(shown))}`
    : line;
}

/** A template's `{query}` replaced by the visitor's query. */
export function withQuery(template: string, query: string): string {
  return template.replace("{query}", () => query);
}
