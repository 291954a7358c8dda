import type * as React from "react";

import { SiteShell } from "@/components/layout/site-shell";
import { setRequestLocale } from "@/lib/i18n/request";

export default function ArabicSiteLayout({ children }: { children: React.ReactNode }) {
  setRequestLocale("ar");
  return <SiteShell>{children}</SiteShell>;
}
