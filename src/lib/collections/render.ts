/**
 * A collection entry's Markdown rendered in its language. A translation's headings take the ids
 * of its English entry's (so /ar/privacy#your-rights is the section /privacy#your-rights is),
 * and a link's #fragment naming a heading by its Arabic words (/help/x#تغيير-باقتك, as the
 * translators write them) becomes that heading's id.
 */
import "server-only";

import { defaultLocale, type Locale } from "@/config/locales";
import {
  headingIdsOf,
  renderMarkdown,
  type HeadingId,
  type RenderedMarkdown,
  type RenderOptions,
} from "@/lib/markdown";

import { getAllPosts } from "./blog";
import { caseStudyEntries } from "./case-studies";
import { getHelpArticles } from "./help";
import { fillLegalPlaceholders, legalDocuments } from "./legal-documents";

interface PageText {
  href: string;
  body: string;
}

/** The Markdown of every page a collection makes, in a language, as it is rendered. */
const pageSources: readonly ((locale: Locale) => readonly PageText[])[] = [
  (locale) => getAllPosts(locale),
  (locale) => getHelpArticles(locale),
  (locale) => caseStudyEntries.all(locale),
  (locale) =>
    legalDocuments.all(locale).map((entry) => ({
      href: entry.href,
      body: fillLegalPlaceholders(entry.body, locale, entry.slug),
    })),
];

interface TranslatedPage {
  /** The English page's heading ids, in order. */
  originalIds: HeadingId[];
  /** The translation's own heading ids (the slugs of its words) → the id the heading has. */
  idOfFragment: Map<string, string>;
}

const translatedPages = new Map<Locale, Map<string, TranslatedPage>>();

/** Every translated page of a language, by its unprefixed path (built once). */
function pagesIn(locale: Locale): Map<string, TranslatedPage> {
  let pages = translatedPages.get(locale);
  if (pages) return pages;
  pages = new Map();
  for (const source of pageSources) {
    const english = new Map(source(defaultLocale).map((page) => [page.href, page.body]));
    for (const page of source(locale)) {
      const originalIds = headingIdsOf(english.get(page.href) ?? "");
      const ownIds = headingIdsOf(page.body);
      const same =
        ownIds.length === originalIds.length &&
        ownIds.every((heading, index) => heading.depth === originalIds[index]!.depth);
      const idOfFragment = new Map(
        ownIds.map((heading, index) => [heading.id, same ? originalIds[index]!.id : heading.id]),
      );
      pages.set(page.href, { originalIds, idOfFragment });
    }
  }
  translatedPages.set(locale, pages);
  return pages;
}

/** Renders a collection entry's body (give legal bodies with their placeholders filled). */
export function renderEntry(
  entry: { href: string; body: string; locale: Locale },
  options: Pick<RenderOptions, "rehypePlugins"> = {},
): Promise<RenderedMarkdown> {
  if (entry.locale === defaultLocale) return renderMarkdown(entry.body, options);
  const pages = pagesIn(entry.locale);
  return renderMarkdown(entry.body, {
    ...options,
    locale: entry.locale,
    path: entry.href,
    headingIds: pages.get(entry.href)?.originalIds,
    resolveFragment: (path, fragment) => pages.get(path)?.idOfFragment.get(fragment),
  });
}
