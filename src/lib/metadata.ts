import type { Metadata } from "next";

import {
  alternatePaths,
  defaultLocale,
  localeInfo,
  locales,
  localizeHref,
  type Locale,
} from "@/config/locales";
import { type RoutePath } from "@/config/routes";
import { siteConfig } from "@/config/site";

import { localizedRoute } from "./i18n/routes";

export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${path === "/" ? "" : path}` || siteConfig.url;
}

/** Size of the social cards (src/app/og): the 1.91:1 that Open Graph and X both crop to. */
export const socialImageSize = { width: 1200, height: 630 } as const;

const SOCIAL_IMAGE_BASE = "/og";

/**
 * Where a page's social card is served: /og/index.png for the home page, /og/blog/x.png for
 * /blog/x. The .png suffix keeps the URL honest for scrapers that guess from the extension.
 */
export function socialImagePath(path: string): string {
  return `${SOCIAL_IMAGE_BASE}${path === "/" ? "/index" : path}.png`;
}

/** The inverse of socialImagePath, for the image route's params. */
export function pagePathOfSocialImage(segments: readonly string[]): string | undefined {
  const last = segments.at(-1);
  if (!last?.endsWith(".png")) return undefined;
  const path = `/${[...segments.slice(0, -1), last.slice(0, -".png".length)].join("/")}`;
  return path === "/index" ? "/" : path;
}

interface PageMetaInput {
  /** The page's path without its locale prefix ("/contact" for /ar/contact too). */
  path: string;
  /** The page's language (English when not given). */
  locale?: Locale;
  title: string;
  description: string;
  /** Home uses the bare brand title instead of the template. */
  absoluteTitle?: boolean;
  type?: "website" | "article";
  /** The page whose social card to show, when this page has none of its own (a list's page 2). */
  cardPath?: string;
  /** Kept out of search results (noindex, follow): a page that repeats another with more. */
  noindex?: boolean;
}

/**
 * The page in every language, for hreflang: en, ar and x-default (English, the language of the
 * unprefixed URLs). Every public page exists in both (src/lib/i18n/parity.test.ts).
 */
export function languageAlternates(path: string): Record<string, string> {
  const paths = alternatePaths(path);
  return {
    ...Object.fromEntries(
      locales.map((locale) => [localeInfo[locale].lang, absoluteUrl(paths[locale])]),
    ),
    "x-default": absoluteUrl(paths[defaultLocale]),
  };
}

/**
 * Title, description, canonical URL, hreflang alternates and Open Graph/Twitter tags (with the
 * page's card, in its language).
 */
export function buildMetadata({
  path,
  locale = defaultLocale,
  title,
  description,
  absoluteTitle,
  type = "website",
  cardPath = path,
  noindex,
}: PageMetaInput): Metadata {
  const fullTitle = absoluteTitle
    ? `${siteConfig.name}: ${title}`
    : `${title} | ${siteConfig.name}`;
  const url = absoluteUrl(localizeHref(path, locale));
  const image = {
    url: absoluteUrl(socialImagePath(localizeHref(cardPath, locale))),
    alt: fullTitle,
    ...socialImageSize,
  };
  return {
    title: absoluteTitle ? { absolute: fullTitle } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type,
      url,
      title: fullTitle,
      description,
      siteName: siteConfig.name,
      locale: localeInfo[locale].ogLocale,
      alternateLocale: locales
        .filter((other) => other !== locale)
        .map((other) => localeInfo[other].ogLocale),
      images: [{ ...image, type: "image/png" }],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image] },
  };
}

/** Metadata for a page of the route registry. */
export function pageMetadata(path: RoutePath, locale: Locale = defaultLocale): Metadata {
  const route = localizedRoute(path, locale);
  return buildMetadata({
    path,
    locale,
    title: route.title,
    description: route.description,
    absoluteTitle: path === "/",
  });
}
