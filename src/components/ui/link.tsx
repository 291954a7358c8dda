"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import type * as React from "react";

import { localeOfPath, localizeHref, type Locale } from "@/config/locales";

/**
 * The site's link: next/link (client-side navigation) without prefetching. Next prefetches the
 * page data of every link that scrolls into view; on our pages that was 8-12 requests and ~50 KB
 * per page view, on phones too, for pages most visitors never open. A click still navigates
 * client-side; the page data is fetched then (a few KB, pre-rendered).
 *
 * An internal href is written without a language ("/contact") and the link keeps the visitor in
 * the language of the page it is on: /ar/contact on an Arabic page. The language switcher names
 * the other language with `locale`. The href is in the pre-rendered HTML; nothing runs after.
 */
export function Link({
  href,
  locale,
  ...props
}: Omit<React.ComponentProps<typeof NextLink>, "href" | "locale"> & {
  href: string;
  /** The language to link to; the current page's when not given. */
  locale?: Locale;
}) {
  const pathname = usePathname();
  return (
    <NextLink
      prefetch={false}
      href={localizeHref(href, locale ?? localeOfPath(pathname))}
      {...props}
    />
  );
}
