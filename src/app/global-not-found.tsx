import type { Metadata } from "next";

import { SiteShell } from "@/components/layout/site-shell";
import { notFoundMetadata, NotFoundPage } from "@/components/pages/not-found-page";
import { siteConfig } from "@/config/site";

import { Document, documentMetadata, documentViewport } from "./document";

// Unmatched paths (experimental.globalNotFound): a whole document, rendered without the root
// layout, so that no page's payload carries a not-found tree with the header and footer in it.
export const metadata: Metadata = {
  ...documentMetadata("en"),
  ...notFoundMetadata,
  title: `${notFoundMetadata.title} | ${siteConfig.name}`,
};
export const viewport = documentViewport;

export default function GlobalNotFound() {
  return (
    <Document locale="en">
      <SiteShell>
        <NotFoundPage />
      </SiteShell>
    </Document>
  );
}
