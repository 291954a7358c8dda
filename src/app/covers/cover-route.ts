import { postCoverSvg } from "@/components/blog/cover-art";
import { defaultLocale, localeOfSegment, locales, type Locale } from "@/config/locales";
import { coverPath } from "@/content/blog-meta";
import { getAllPosts } from "@/lib/collections/blog";

/**
 * Every post's cover in every locale, as the params of the covers' route: /covers/<slug>.svg
 * in the default locale, /covers/<prefix>/<slug>.svg in the others (coverPath).
 */
export function coverParams(): { path: string[] }[] {
  return locales.flatMap((locale) =>
    getAllPosts().map((post) => ({ path: coverPath(post.slug, locale).split("/").slice(2) })),
  );
}

/** The locale and file a cover's path names (["ar", "x.svg"]), undefined for any other path. */
function coverOfPath(path: readonly string[]): { locale: Locale; file: string } | undefined {
  const [first, second, ...rest] = path;
  if (first === undefined || rest.length > 0) return undefined;
  if (second === undefined) return { locale: defaultLocale, file: first };
  const locale = localeOfSegment(first);
  return locale ? { locale, file: second } : undefined;
}

/** A post's cover in a language, drawn at build time; 404 for a path that names no post. */
export function coverResponse(path: readonly string[]): Response {
  const cover = coverOfPath(path);
  const svg = cover?.file.endsWith(".svg")
    ? postCoverSvg(cover.file.slice(0, -".svg".length), cover.locale)
    : undefined;
  if (!svg) return new Response("Not found", { status: 404 });
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
