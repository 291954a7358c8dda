import type { Metadata } from "next";

import { SiteShell } from "@/components/layout/site-shell";
import { localizedNotFoundMetadata, NotFoundPage } from "@/components/pages/not-found-page";
import { defaultLocale } from "@/config/locales";
import { siteConfig } from "@/config/site";

import { Document, documentMetadata, documentViewport } from "./document";

// Unmatched paths (experimental.globalNotFound): a whole document, rendered without the root
// layout, so that no page's payload carries a not-found tree with the header and footer in it.
// In the default locale; server.mjs answers the paths under another locale's prefix with that
// locale's 404 document (src/app/(intl)/[locale]/not-found/page.tsx).
const notFoundMetadata = localizedNotFoundMetadata(defaultLocale);

export const metadata: Metadata = {
  ...documentMetadata(defaultLocale),
  ...notFoundMetadata,
  title: `${notFoundMetadata.title} | ${siteConfig.name}`,
};
export const viewport = documentViewport;

export default function GlobalNotFound() {
  return (
    <Document locale={defaultLocale}>
      <SiteShell>
        <NotFoundPage locale={defaultLocale} />
      </SiteShell>
    </Document>
  );
}
