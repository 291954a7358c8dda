import type { Metadata, Viewport } from "next";
import type * as React from "react";

import { headerScript } from "@/components/layout/header-script";
import { localeInfo, type Locale } from "@/config/locales";
import { siteConfig } from "@/config/site";
import { activationScript } from "@/lib/analytics/activation";
import { copyIn } from "@/lib/i18n/copy";
import { themeScript } from "@/lib/theme";

import { FontHead } from "./font-faces";

import "./globals.css";

/**
 * The document every page shares: the root layout and the 404 page for unmatched paths
 * (global-not-found.tsx, which Next renders without the root layout) both use it.
 */
export function documentMetadata(locale: Locale): Metadata {
  return {
    metadataBase: new URL(siteConfig.url),
    title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
    description: copyIn(locale, "site").siteCopy.description,
    applicationName: siteConfig.name,
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const documentViewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#060a13" },
  ],
};

/**
 * The inline script of every page (the CSP allows it by its hash, so its text never varies):
 * html[data-scripted] (CSS shows controls that need a script by it), the theme before the first
 * paint and the theme menu, and the header's small behaviours. A part that only some pages show
 * carries its own script beside it (<PageScript>: the code samples' copy buttons, the API tabs,
 * the testimonial carousel, the portal's sign-in form; the offer's, src/components/ai/
 * offer-script.tsx), so a page carries only what it uses. They are all the JavaScript a static
 * page has (scripts/lib/static-pages.mjs keeps the scripts marked data-site-script).
 */
const headScript = `document.documentElement.dataset.scripted="";${themeScript};${headerScript};${activationScript}`;

export function Document({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const { lang, dir, script } = localeInfo[locale];
  const { layoutCopy } = copyIn(locale, "ui");
  return (
    <html lang={lang} dir={dir} className="dark" suppressHydrationWarning>
      <head>
        <script data-site-script="" dangerouslySetInnerHTML={{ __html: headScript }} />
        <FontHead script={script} />
      </head>
      <body className="min-h-dvh font-sans">
        <a
          href="#main"
          className="sr-only z-[100] rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
        >
          {layoutCopy.skipLink}
        </a>
        {children}
      </body>
    </html>
  );
}
