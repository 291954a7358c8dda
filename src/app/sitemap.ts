import type { MetadataRoute } from "next";

import { locales, localizeHref } from "@/config/locales";
import { absoluteUrl, languageAlternates } from "@/lib/metadata";
import { listPublicPages, type PublicPage } from "@/lib/pages";

export const dynamic = "force-static";

type SitemapEntry = MetadataRoute.Sitemap[number];

/** How often a page changes and how much it matters, by kind of page. */
function crawlHints(page: PublicPage): Pick<SitemapEntry, "changeFrequency" | "priority"> {
  if (page.group === "blog-post") return { changeFrequency: "yearly", priority: 0.5 };
  if (page.group === "blog-category") return { changeFrequency: "weekly", priority: 0.6 };
  if (page.group === "help-category") return { changeFrequency: "monthly", priority: 0.6 };
  if (page.group === "help-article") return { changeFrequency: "monthly", priority: 0.5 };
  if (page.group === "case-study") return { changeFrequency: "yearly", priority: 0.6 };
  return { changeFrequency: "monthly", priority: page.path === "/" ? 1 : 0.7 };
}

/**
 * Every public page (the registry's and the collections'), in each language, with the date it
 * last changed and its hreflang alternates (every page exists in English and in Arabic).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return listPublicPages().flatMap((page) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizeHref(page.path, locale)),
      lastModified: page.lastModified,
      alternates: { languages: languageAlternates(page.path) },
      ...crawlHints(page),
    })),
  );
}
