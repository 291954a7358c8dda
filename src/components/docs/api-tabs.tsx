"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { clsx } from "clsx";
import type * as React from "react";
import { useSyncExternalStore } from "react";

import { useHydrated } from "@/lib/use-hydrated";

export interface ApiTab {
  id: string;
  label: string;
  /** Rendered on the server (keeps the icon map out of the browser bundle). */
  icon: React.ReactNode;
  panel: React.ReactNode;
}

/* The selected tab lives in the URL hash. replaceState fires no event, so changes made
   here notify the subscribers themselves; hashchange covers links and the back button. */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("hashchange", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("hashchange", onChange);
  };
}

const readHash = () => decodeURIComponent(window.location.hash.slice(1));
const serverHash = () => "";

function writeHash(id: string) {
  window.history.replaceState(window.history.state, "", `#${id}`);
  listeners.forEach((listener) => listener());
}

/**
 * WAI-ARIA tabs (Radix: arrow keys, Home/End, roving tabindex) whose selection is the URL
 * hash. Every panel is in the HTML; without JavaScript a `scripting: none` style shows them
 * all and hides the tab list. Before hydration the tab list keeps its place but is invisible:
 * its tabs could not switch yet.
 */
export function ApiTabs({
  tabs,
  label,
  dir,
}: {
  tabs: readonly ApiTab[];
  label: string;
  /** The page's direction: Radix writes `dir` on its root (ltr unless told), and the panels inherit it. */
  dir: "ltr" | "rtl";
}) {
  const hash = useSyncExternalStore(subscribe, readHash, serverHash);
  const value = tabs.some((tab) => tab.id === hash) ? hash : tabs[0]?.id;
  const hydrated = useHydrated();

  return (
    <Tabs.Root
      value={value}
      onValueChange={writeHash}
      dir={dir}
      data-api-tabs=""
      className="relative"
    >
      {/* Targets of /api#tab links: the page lands on the tab list, not inside a panel. */}
      {tabs.map((tab) => (
        <span key={tab.id} id={tab.id} className="absolute top-0" />
      ))}
      <Tabs.List
        aria-label={label}
        data-api-tablist=""
        className={clsx(
          "grid grid-cols-4 gap-1 rounded-xl border border-border bg-surface p-1",
          !hydrated && "invisible",
        )}
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className="inline-flex min-h-11 min-w-0 items-center justify-center gap-2 rounded-lg px-1 text-[0.6875rem] font-semibold tracking-tight text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:px-3 sm:text-sm sm:tracking-normal"
          >
            <span className="hidden sm:inline-flex [&_svg]:size-4">{tab.icon}</span>
            <span className="truncate">{tab.label}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          forceMount
          className="mt-8 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring data-[state=inactive]:hidden"
        >
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
