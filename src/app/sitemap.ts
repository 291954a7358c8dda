import type { MetadataRoute } from "next";

import { absoluteUrl } from "@/lib/metadata";
import { listPublicPages, type PublicPage } from "@/lib/pages";

export const dynamic = "force-static";

type SitemapEntry = MetadataRoute.Sitemap[number];

/** How often a page changes and how much it matters, by kind of page. */
function crawlHints(page: PublicPage): Pick<SitemapEntry, "changeFrequency" | "priority"> {
  if (page.group === "blog-post") return { changeFrequency: "yearly", priority: 0.5 };
  if (page.group === "blog-category") return { changeFrequency: "weekly", priority: 0.6 };
  if (page.group === "help-category") return { changeFrequency: "monthly", priority: 0.6 };
  if (page.group === "help-article") return { changeFrequency: "monthly", priority: 0.5 };
  return { changeFrequency: "monthly", priority: page.path === "/" ? 1 : 0.7 };
}

/** Every public page (the registry's and the collections'), with the date it last changed. */
export default function sitemap(): MetadataRoute.Sitemap {
  return listPublicPages().map((page) => ({
    url: absoluteUrl(page.path),
    lastModified: page.lastModified,
    ...crawlHints(page),
  }));
}
