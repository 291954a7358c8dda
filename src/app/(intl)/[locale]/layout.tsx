import type * as React from "react";

import { layoutLocale, localeParams, type LocaleParams } from "@/lib/i18n/route-locale";

import { Document, documentMetadata, documentViewport } from "../../document";

// The root layout of every locale but the default, each under its prefix (/ar/...): the locale
// registry's (src/config/locales.ts). Any other first segment is no page: 404 (by Next.js for the
// pre-rendered pages, by the page's routeLocale() for those rendered per request).
export const dynamicParams = false;
export const generateStaticParams = localeParams;
export const viewport = documentViewport;

interface LayoutProps {
  children: React.ReactNode;
  params: Promise<LocaleParams>;
}

export async function generateMetadata({ params }: Omit<LayoutProps, "children">) {
  return documentMetadata(await layoutLocale(params));
}

/** A locale's document: its lang and direction, its script's typeface (src/app/document.tsx). */
export default async function LocaleLayout({ children, params }: LayoutProps) {
  return <Document locale={await layoutLocale(params)}>{children}</Document>;
}
