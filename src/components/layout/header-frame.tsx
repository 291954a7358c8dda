"use client";

import { clsx } from "clsx";
import * as React from "react";

/** Header scroll threshold from the seed: transparent at <= 10 px, translucent beyond. */
const HEADER_SCROLL_THRESHOLD = 10;

/** The fixed header bar; transparent at the top of the page, blurred once scrolled. */
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  const [scrolled, setScrolled] = React.useState(false);

  React.useEffect(() => {
    // The header's controls work from here on (the framework's scripts load after the first
    // paint: scripts/lib/paint-first.mjs). Browser tests wait for this before using them.
    document.documentElement.dataset.hydrated = "";
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-site-header=""
      data-scrolled={scrolled ? "true" : "false"}
      className={clsx(
        "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,backdrop-filter] duration-200",
        scrolled
          ? "border-border bg-[var(--header-bg)] backdrop-blur-md"
          : "border-transparent bg-transparent",
      )}
    >
      {children}
    </header>
  );
}
