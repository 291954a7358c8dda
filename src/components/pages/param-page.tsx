import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type * as React from "react";

import type { Locale } from "@/config/locales";
import type { RoutePath } from "@/config/routes";
import { routeLocale, type LocaleParams } from "@/lib/i18n/route-locale";
import { pageMetadata } from "@/lib/metadata";

/*
 * A page's definition, once for every language: what its route file exports, read in the locale
 * of the route (the [locale] segment of src/app/(intl), or the default locale in src/app/(en),
 * whose files re-export their twins'). Route segment config (dynamicParams) stays literal in
 * the route files, as Next.js requires.
 */

/** A page's query, for the pages rendered per request that read it. */
type SearchParams = Record<string, string | string[] | undefined>;

interface PageProps<Params> {
  params: Promise<Params & LocaleParams>;
  searchParams: Promise<SearchParams>;
}

/** A page without params of its own: its metadata and body in a language. */
export interface LocalePageSpec {
  metadata: (locale: Locale) => Metadata;
  /** `searchParams` only for a page rendered per request: awaiting it makes the page so. */
  render: (locale: Locale, searchParams: Promise<SearchParams>) => React.ReactNode;
}

/** A page's generateMetadata and page component, in the locale of its route. */
export function localePage(spec: LocalePageSpec) {
  return {
    async generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
      return spec.metadata(await routeLocale(params));
    },
    async Page({ params, searchParams }: PageProps<object>) {
      return spec.render(await routeLocale(params), searchParams);
    },
  };
}

/** A page of the route registry whose view takes only its language: the registry's metadata. */
export function registryPage(path: RoutePath, View: React.ComponentType<{ locale: Locale }>) {
  return localePage({
    metadata: (locale) => pageMetadata(path, locale),
    render: (locale) => <View locale={locale} />,
  });
}

/**
 * A page of a dynamic route (a post, a help article, a page of the blog's list...): how it finds
 * what its params name, and its metadata and body. One spec per kind of page, beside its view;
 * `paramPage` turns it into what the route files export.
 */
export interface ParamPageSpec<Params, Item> {
  /** What the params name, in a language; undefined for the 404 page. */
  load: (params: Params, locale: Locale) => Item | undefined;
  metadata: (item: Item, locale: Locale) => Metadata;
  render: (item: Item, locale: Locale) => React.ReactNode;
}

/** A dynamic route's generateMetadata and page component, in the locale of its route. */
export function paramPage<Params, Item>(spec: ParamPageSpec<Params, Item>) {
  interface Props {
    params: Promise<Params & LocaleParams>;
  }
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const locale = await routeLocale(params);
      const item = spec.load(await params, locale);
      return item === undefined ? {} : spec.metadata(item, locale);
    },
    async Page({ params }: Props) {
      const locale = await routeLocale(params);
      const item = spec.load(await params, locale);
      if (item === undefined) notFound();
      return spec.render(item, locale);
    },
  };
}
