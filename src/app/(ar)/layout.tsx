import type * as React from "react";

import { setRequestLocale } from "@/lib/i18n/request";

import { Document, documentMetadata, documentViewport } from "../document";
import { ArabicFontHead } from "../font-arabic";

export const metadata = documentMetadata("ar");
export const viewport = documentViewport;

/** The Arabic edition's document: lang="ar", right to left, Noto Sans Arabic beside Inter. */
export default function ArabicLayout({ children }: { children: React.ReactNode }) {
  setRequestLocale("ar");
  return (
    <Document locale="ar" head={<ArabicFontHead />}>
      {children}
    </Document>
  );
}
