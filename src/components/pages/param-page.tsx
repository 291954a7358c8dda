import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type * as React from "react";

import type { Locale } from "@/config/locales";
import { setRequestLocale } from "@/lib/i18n/request";

/**
 * A page of a dynamic route (a post, a help article, a page of the blog's list...): how it finds
 * what its params name, and its metadata and body. One spec per kind of page, beside its view;
 * `paramPage` turns it into what the English and the Arabic route files export.
 */
export interface ParamPageSpec<Params, Item> {
  /** What the params name, in a language; undefined for the 404 page. */
  load: (params: Params, locale: Locale) => Item | undefined;
  metadata: (item: Item, locale: Locale) => Metadata;
  render: (item: Item, locale: Locale) => React.ReactNode;
}

/** A dynamic route's generateMetadata and page component in one language. */
export function paramPage<Params, Item>(locale: Locale, spec: ParamPageSpec<Params, Item>) {
  interface Props {
    params: Promise<Params>;
  }
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const item = spec.load(await params, locale);
      return item === undefined ? {} : spec.metadata(item, locale);
    },
    async Page({ params }: Props) {
      setRequestLocale(locale);
      const item = spec.load(await params, locale);
      if (item === undefined) notFound();
      return spec.render(item, locale);
    },
  };
}
