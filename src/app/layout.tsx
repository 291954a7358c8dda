import type * as React from "react";

import { Document, documentMetadata, documentViewport } from "./document";

export const metadata = documentMetadata;
export const viewport = documentViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <Document>{children}</Document>;
}
