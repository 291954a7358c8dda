import type * as React from "react";

import { setRequestLocale } from "@/lib/i18n/request";

import { Document, documentMetadata, documentViewport } from "../document";

export const metadata = documentMetadata("en");
export const viewport = documentViewport;

/** The English pages' document (and the inbox's): lang="en", left to right. */
export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  setRequestLocale("en");
  return <Document locale="en">{children}</Document>;
}
