import type * as React from "react";

/**
 * The fixed header bar; transparent at the top of the page, blurred once scrolled. The inline
 * header script (header-script.ts) sets data-scrolled past the threshold, from the first paint
 * and without React; the look follows the attribute in CSS.
 */
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  return (
    <header
      data-site-header=""
      data-scrolled="false"
      // The inline script changes data-scrolled before React hydrates the header.
      suppressHydrationWarning
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent bg-transparent transition-[background-color,border-color,backdrop-filter] duration-200 data-[scrolled=true]:border-border data-[scrolled=true]:bg-[var(--header-bg)] data-[scrolled=true]:backdrop-blur-md"
    >
      {children}
    </header>
  );
}
