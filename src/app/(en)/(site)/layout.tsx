import type * as React from "react";

import { SiteShell } from "@/components/layout/site-shell";
import { setRequestLocale } from "@/lib/i18n/request";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  setRequestLocale("en");
  return <SiteShell>{children}</SiteShell>;
}
