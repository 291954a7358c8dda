import "server-only";

import { notFound } from "next/navigation";

import {
  defaultLocale,
  localeInfo,
  localeOfSegment,
  localeSegment,
  prefixedLocales,
  type Locale,
} from "@/config/locales";

import { setRequestLocale } from "./request";

/**
 * The params of a route in either tree of src/app: the [locale] segment of src/app/(intl), which
 * holds a locale's prefix ("ar" for /ar/...), is absent from the default locale's routes
 * (src/app/(en), unprefixed). A route handler without params gets none at all.
 */
export interface LocaleParams {
  locale?: string;
}

/**
 * The [locale] segment's values: the prefix of every locale but the default (generateStaticParams).
 * The suite's pseudo-locale build (NEXT_PUBLIC_PSEUDO_LOCALE=1, which only proves that a locale
 * is added through the registry alone) pre-renders the pseudo-locale's pages and the default
 * ones: the other languages' are the real build's, and skipping them saves the suite about
 * 40 seconds (docs/testing.md).
 */
export function localeParams(): { locale: string }[] {
  const built =
    process.env.NEXT_PUBLIC_PSEUDO_LOCALE === "1"
      ? prefixedLocales.filter((locale) => localeInfo[locale].pseudoOf)
      : prefixedLocales;
  return built.map((locale) => ({ locale: localeSegment(locale) }));
}

/** The locale a route's params name; undefined for a [locale] segment that names no locale. */
async function localeOfParams(
  params: Promise<LocaleParams> | undefined,
): Promise<Locale | undefined> {
  const segment = (await params)?.locale;
  return segment === undefined ? defaultLocale : localeOfSegment(segment);
}

/**
 * The locale of the page being rendered, from its params, set as the request's locale
 * (getLocale() in the components below it); notFound() for a segment that names no locale.
 */
export async function routeLocale(params: Promise<LocaleParams> | undefined): Promise<Locale> {
  const locale = await localeOfParams(params);
  if (!locale) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * The locale of a layout (or of its not-found boundary), set as the request's locale: the
 * default locale's for a segment that names no locale. Next.js answers the unknown paths of the
 * pre-rendered pages itself (dynamicParams = false); a page rendered per request is rendered in
 * its layouts, whose notFound() would leave an empty error document, so they render the default
 * locale's and the page's routeLocale() fills them with the 404 page.
 */
export async function layoutLocale(params: Promise<LocaleParams> | undefined): Promise<Locale> {
  const locale = (await localeOfParams(params)) ?? defaultLocale;
  setRequestLocale(locale);
  return locale;
}

/**
 * A route handler that answers in the locale of its route (`respond`), in both trees: 404 for a
 * [locale] segment that names no locale.
 */
export function localeRoute(
  respond: (locale: Locale, request: Request) => Response | Promise<Response>,
) {
  return async (request: Request, context: { params?: Promise<LocaleParams> }) => {
    const locale = await localeOfParams(context.params);
    return locale ? respond(locale, request) : new Response("Not found", { status: 404 });
  };
}
