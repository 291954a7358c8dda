/**
 * The one loader of Markdown collections: a folder of `<slug>.md` files under src/content,
 * each with front matter validated by a zod schema. Plain Node (no `server-only`), so the
 * browser tests can list the pages a collection makes.
 *
 * A collection with `translatedKeys` has its Arabic entries in `<folder>/ar/<slug>.md`: their
 * front matter holds only those keys (the free text: title, excerpt...); every other fact (dates,
 * category, author, order...) is the English entry's, so it is written once. The Arabic data is
 * the English data with the Arabic text over it, validated by the same schema. A slug in one
 * language and not in the other fails the load (and the collection's test).
 */
import fs from "node:fs";
import path from "node:path";

import matter from "gray-matter";
import type { z } from "zod";

import { defaultLocale, localeInfo, locales, type Locale } from "@/config/locales";
import { pseudoValue } from "@/lib/i18n/pseudo";

const CONTENT_ROOT = path.join(process.cwd(), "src", "content");

/** One Markdown file of a collection. */
export interface CollectionEntry<T> {
  /** The file name without `.md`: the last segment of the entry's page. */
  slug: string;
  /** The entry's language. */
  locale: Locale;
  /** The validated front matter (a translation's: the English facts with its own text). */
  data: T;
  /** The Markdown body (rendered with renderMarkdown where a page shows it). */
  body: string;
  /** The entry's page, without its locale prefix (/blog/x for /ar/blog/x too). */
  href: string;
}

interface CollectionOptions<T> {
  /** Folder under src/content; every `*.md` file in it is an entry. */
  folder: string;
  schema: z.ZodType<T>;
  href: (slug: string) => string;
  /** Order of `all()`; without it, by file name. A translation keeps its English entry's place. */
  sort?: (a: CollectionEntry<T>, b: CollectionEntry<T>) => number;
  /**
   * The front-matter keys a translation (`<folder>/<locale>/<slug>.md`) writes itself. Without
   * it the collection is English only.
   */
  translatedKeys?: readonly (keyof T & string)[];
}

export interface Collection<T> {
  /** Every entry of a language, validated and sorted (read once, then cached outside `next dev`). */
  all: (locale?: Locale) => readonly CollectionEntry<T>[];
  get: (slug: string, locale?: Locale) => CollectionEntry<T> | undefined;
  /** The languages the collection is written in. */
  locales: readonly Locale[];
}

function readSource(relativePath: string) {
  return matter(fs.readFileSync(path.join(CONTENT_ROOT, relativePath), "utf8"));
}

function slugsIn(folder: string): string[] {
  const dir = path.join(CONTENT_ROOT, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => path.basename(name, ".md"));
}

/** Reads one Markdown file and validates its front matter; the error names the file. */
function readEntry<T>({ folder, schema, href }: CollectionOptions<T>, slug: string) {
  const relativePath = path.join(folder, `${slug}.md`);
  const { data, content } = readSource(relativePath);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Invalid front matter in ${relativePath}: ${parsed.error.message}`);
  }
  return { slug, locale: defaultLocale, data: parsed.data, body: content, href: href(slug) };
}

/**
 * Throws unless the two languages have the same slugs: an entry written in one and not the
 * other would be a page missing from one edition.
 */
export function assertSameSlugs(
  folder: string,
  locale: Locale,
  english: readonly string[],
  translated: readonly string[],
): void {
  const missing = english.filter((slug) => !translated.includes(slug));
  const extra = translated.filter((slug) => !english.includes(slug));
  if (missing.length === 0 && extra.length === 0) return;
  const lines = [
    ...missing.map((slug) => `  ${folder}/${slug}.md has no ${folder}/${locale}/${slug}.md`),
    ...extra.map((slug) => `  ${folder}/${locale}/${slug}.md has no ${folder}/${slug}.md`),
  ];
  throw new Error(
    `The ${locale} and en entries of src/content/${folder} differ:\n${lines.join("\n")}`,
  );
}

/** A translation: its own free text over the English entry's facts, validated again. */
function readTranslation<T>(
  { folder, schema, translatedKeys = [] }: CollectionOptions<T>,
  english: CollectionEntry<T>,
  locale: Locale,
): CollectionEntry<T> {
  const relativePath = path.join(folder, locale, `${english.slug}.md`);
  const { data, content } = readSource(relativePath);
  const foreign = Object.keys(data).filter(
    (key) => !(translatedKeys as readonly string[]).includes(key),
  );
  if (foreign.length > 0) {
    throw new Error(
      `${relativePath}: ${foreign.join(", ")} must not be in a translation's front matter ` +
        `(it is the English entry's; a translation writes only ${translatedKeys.join(", ")})`,
    );
  }
  const parsed = schema.safeParse({ ...english.data, ...data });
  if (!parsed.success) {
    throw new Error(`Invalid front matter in ${relativePath}: ${parsed.error.message}`);
  }
  return { ...english, locale, data: parsed.data, body: content };
}

export function defineCollection<T>(options: CollectionOptions<T>): Collection<T> {
  // A dev server re-reads the files on every request, so an edited file shows on reload.
  const cacheable = process.env.NODE_ENV !== "development";
  const collectionLocales = options.translatedKeys ? locales : [defaultLocale];
  const cache = new Map<Locale, readonly CollectionEntry<T>[]>();
  const loadEnglish = () => {
    const entries = slugsIn(options.folder).map((slug) => readEntry(options, slug));
    return options.sort ? entries.sort(options.sort) : entries;
  };
  const load = (locale: Locale): readonly CollectionEntry<T>[] => {
    if (locale === defaultLocale) return loadEnglish();
    if (!collectionLocales.includes(locale)) {
      throw new Error(`The collection src/content/${options.folder} is not written in ${locale}`);
    }
    const english = all(defaultLocale);
    // A pseudo-locale (src/config/locales.ts): the English entries, their translated keys
    // accented, their bodies as written.
    if (localeInfo[locale].pseudoOf) {
      return english.map((entry) => ({
        ...entry,
        locale,
        data: Object.fromEntries(
          Object.entries(entry.data as Record<string, unknown>).map(([name, value]) => [
            name,
            options.translatedKeys?.includes(name as never) ? pseudoValue(value) : value,
          ]),
        ) as T,
      }));
    }
    assertSameSlugs(
      options.folder,
      locale,
      english.map((entry) => entry.slug),
      slugsIn(path.join(options.folder, locale)),
    );
    // In the English order: a translation changes no fact, so no place either.
    return english.map((entry) => readTranslation(options, entry, locale));
  };
  function all(locale: Locale = defaultLocale): readonly CollectionEntry<T>[] {
    if (!cacheable) return load(locale);
    let entries = cache.get(locale);
    if (!entries) {
      entries = load(locale);
      cache.set(locale, entries);
    }
    return entries;
  }
  return {
    all,
    get: (slug, locale) => all(locale).find((entry) => entry.slug === slug),
    locales: collectionLocales,
  };
}
