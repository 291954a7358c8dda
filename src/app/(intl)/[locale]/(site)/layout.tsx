import type * as React from "react";

import { SiteShell } from "@/components/layout/site-shell";
import { layoutLocale, type LocaleParams } from "@/lib/i18n/route-locale";

/** The public pages: the header and footer in the locale of the route. */
export default async function SiteLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<LocaleParams>;
}) {
  await layoutLocale(params);
  return <SiteShell>{children}</SiteShell>;
}
