"use client";

import * as React from "react";

/**
 * Sets html[data-hydrated] once React has hydrated the page. Nothing of the header needs it (its
 * controls are HTML and a tiny inline script); browser tests of React islands wait for it (the
 * framework's scripts load after the first paint: scripts/lib/paint-first.mjs). Renders nothing.
 */
export function HydrationMark() {
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
