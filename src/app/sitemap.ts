import type { MetadataRoute } from "next";

import { routes } from "@/config/routes";
import { absoluteUrl } from "@/lib/metadata";

export const dynamic = "force-static";

/** Every public route of the registry, with the date its content last changed. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: route.updated,
    changeFrequency: "monthly",
    priority: route.path === "/" ? 1 : 0.7,
  }));
}
