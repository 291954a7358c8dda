import type { Metadata } from "next";

import { getRoute, type RoutePath } from "@/config/routes";
import { siteConfig } from "@/config/site";

export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${path === "/" ? "" : path}` || siteConfig.url;
}

interface PageMetaInput {
  path: string;
  title: string;
  description: string;
  /** Home uses the bare brand title instead of the template. */
  absoluteTitle?: boolean;
  type?: "website" | "article";
}

/** Title, description, canonical URL and Open Graph/Twitter tags for one page. */
export function buildMetadata({
  path,
  title,
  description,
  absoluteTitle,
  type = "website",
}: PageMetaInput): Metadata {
  const fullTitle = absoluteTitle
    ? `${siteConfig.name}: ${title}`
    : `${title} | ${siteConfig.name}`;
  const url = absoluteUrl(path);
  return {
    title: absoluteTitle ? { absolute: fullTitle } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type,
      url,
      title: fullTitle,
      description,
      siteName: siteConfig.name,
      locale: siteConfig.locale,
    },
    twitter: { card: "summary", title: fullTitle, description },
  };
}

/** Metadata for a page of the route registry. */
export function pageMetadata(path: RoutePath): Metadata {
  const route = getRoute(path);
  return buildMetadata({
    path,
    title: route.title,
    description: route.description,
    absoluteTitle: path === "/",
  });
}
