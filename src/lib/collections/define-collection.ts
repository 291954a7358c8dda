/**
 * The one loader of Markdown collections: a folder of `<slug>.md` files under src/content,
 * each with front matter validated by a zod schema. Plain Node (no `server-only`), so the
 * browser tests can list the pages a collection makes.
 */
import fs from "node:fs";
import path from "node:path";

import matter from "gray-matter";
import type { z } from "zod";

const CONTENT_ROOT = path.join(process.cwd(), "src", "content");

/** One Markdown file of a collection. */
export interface CollectionEntry<T> {
  /** The file name without `.md`: the last segment of the entry's page. */
  slug: string;
  /** The validated front matter. */
  data: T;
  /** The Markdown body (rendered with renderMarkdown where a page shows it). */
  body: string;
  /** The entry's page. */
  href: string;
}

interface CollectionOptions<T> {
  /** Folder under src/content; every `*.md` file in it is an entry. */
  folder: string;
  schema: z.ZodType<T>;
  href: (slug: string) => string;
  /** Order of `all()`; without it, by file name. */
  sort?: (a: CollectionEntry<T>, b: CollectionEntry<T>) => number;
}

export interface Collection<T> {
  /** Every entry, validated and sorted (read once, then cached outside `next dev`). */
  all: () => readonly CollectionEntry<T>[];
  get: (slug: string) => CollectionEntry<T> | undefined;
}

/** Reads one Markdown file and validates its front matter; the error names the file. */
function readEntry<T>({ folder, schema, href }: CollectionOptions<T>, fileName: string) {
  const relativePath = path.join(folder, fileName);
  const source = fs.readFileSync(path.join(CONTENT_ROOT, relativePath), "utf8");
  const { data, content } = matter(source);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Invalid front matter in ${relativePath}: ${parsed.error.message}`);
  }
  const slug = path.basename(fileName, ".md");
  return { slug, data: parsed.data, body: content, href: href(slug) };
}

export function defineCollection<T>(options: CollectionOptions<T>): Collection<T> {
  // A dev server re-reads the files on every request, so an edited file shows on reload.
  const cacheable = process.env.NODE_ENV !== "development";
  let cache: readonly CollectionEntry<T>[] | undefined;
  const load = () => {
    const entries: CollectionEntry<T>[] = fs
      .readdirSync(path.join(CONTENT_ROOT, options.folder))
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => readEntry(options, name));
    return options.sort ? entries.sort(options.sort) : entries;
  };
  const all = () => {
    if (!cacheable) return load();
    cache ??= load();
    return cache;
  };
  return { all, get: (slug) => all().find((entry) => entry.slug === slug) };
}
