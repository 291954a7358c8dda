import type { MetadataRoute } from "next";

import { routes } from "@/config/routes";
import { blogPostSitemapEntries } from "@/lib/collections/blog";
import { helpArticleSitemapEntries } from "@/lib/collections/help";
import { absoluteUrl } from "@/lib/metadata";

export const dynamic = "force-static";

/** Every public route of the registry and every content page, with the date it last changed. */
export default function sitemap(): MetadataRoute.Sitemap {
  const registry = routes.map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: route.updated,
    changeFrequency: "monthly" as const,
    priority: route.path === "/" ? 1 : 0.7,
  }));
  const posts = blogPostSitemapEntries().map((entry) => ({
    url: absoluteUrl(entry.path),
    lastModified: entry.lastModified,
    changeFrequency: "yearly" as const,
    priority: 0.5,
  }));
  const articles = helpArticleSitemapEntries().map((entry) => ({
    url: absoluteUrl(entry.path),
    lastModified: entry.lastModified,
    changeFrequency: "monthly" as const,
    priority: 0.5,
  }));
  return [...registry, ...posts, ...articles];
}
