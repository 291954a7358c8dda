import type * as React from "react";

import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main landmark (the skip link's target) and footer around a public page. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
