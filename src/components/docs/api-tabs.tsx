import type * as React from "react";

import { PageScript } from "@/components/ui/page-script";

import { tabsScript } from "./tabs-script";

export interface ApiTab {
  id: string;
  label: string;
  icon: React.ReactNode;
  panel: React.ReactNode;
}

/**
 * WAI-ARIA tabs whose selection is the URL hash, as HTML: a server component, so the page ships
 * no framework JavaScript for it. The first tab is selected in the HTML; the inline head script
 * (tabs-script.ts) makes the tabs work from the moment the page is parsed: it selects the tab the
 * hash names, switches on click, arrow keys (mirrored right to left), Home and End with a roving
 * tabindex, and follows hash changes (links, back and forward). Every panel is in the HTML;
 * without JavaScript a `scripting: none` style (noscript-tabs.tsx) shows them all and hides the
 * tab list. The selected tab is filled with the primary colour: at least 3:1 against the tab
 * list in both themes (WCAG 1.4.11), where the card's shade beside the surface's was not.
 */
export function ApiTabs({ tabs, label }: { tabs: readonly ApiTab[]; label: string }) {
  return (
    <div data-tabs="" data-tabs-hash="" data-api-tabs="" className="relative">
      {/* Targets of /api#tab links: the page lands on the tab list, not inside a panel. */}
      {tabs.map((tab) => (
        <span key={tab.id} id={tab.id} className="absolute top-0" />
      ))}
      <div
        role="tablist"
        aria-label={label}
        data-api-tablist=""
        className="grid grid-cols-4 gap-1 rounded-xl border border-border bg-surface p-1"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${tab.id}-tab`}
            aria-controls={`${tab.id}-panel`}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            data-tab={tab.id}
            data-state={index === 0 ? "active" : "inactive"}
            className="inline-flex min-h-11 min-w-0 items-center justify-center gap-2 rounded-lg px-1 text-[0.6875rem] font-semibold tracking-tight text-muted-foreground transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-sm data-[state=inactive]:hover:bg-card data-[state=inactive]:hover:text-foreground sm:px-3 sm:text-sm sm:tracking-normal"
          >
            <span className="hidden sm:inline-flex [&_svg]:size-4">{tab.icon}</span>
            <span className="truncate">{tab.label}</span>
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${tab.id}-panel`}
          aria-labelledby={`${tab.id}-tab`}
          tabIndex={0}
          data-state={index === 0 ? "active" : "inactive"}
          className="mt-8 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring data-[state=inactive]:hidden"
        >
          {tab.panel}
        </div>
      ))}
      <PageScript code={tabsScript} once="tabs" />
    </div>
  );
}
