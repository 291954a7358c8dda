// How an island hydrates on a page the build emitted without the framework (bundled by
// scripts/lib/islands.mjs, not by Next.js): on its own, with hydrateRoot, from what <Island> wrote
// in the page (src/components/islands/island.tsx). The islands' entry (./entry.ts) imports this
// module, and with it React, only when an island is to hydrate (./arm.ts). Each island's code is
// its own chunk, fetched only by pages that have it; React is shared.
import * as React from "react";
import { hydrateRoot } from "react-dom/client";

import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SLOTS_ATTRIBUTE,
  SLOT_ATTRIBUTE,
  type IslandName,
} from "@/config/islands.mjs";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island takes its own props
type AnyComponent = React.ComponentType<any>;

/** Each island's component, loaded on demand (one chunk per island). */
const ISLAND_LOADERS: Record<IslandName, () => Promise<AnyComponent>> = {
  "models-loader": () => import("@/components/ai/models-loader").then((m) => m.ModelsLoader),
  "site-search": () => import("@/components/search/site-search").then((m) => m.SiteSearch),
  "blog-explorer": () => import("@/components/blog/blog-explorer").then((m) => m.BlogExplorer),
  form: () => import("@/components/forms/island-form").then((m) => m.IslandForm),
};

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLAND_LOADERS, name);
}

/** The element before `element` if it has `attribute` set to `name`. */
function previousWith(element: Element | null, attribute: string, name: string) {
  const previous = element?.previousElementSibling;
  return previous?.getAttribute(attribute) === name ? previous : null;
}

/**
 * The island's slots as the server rendered them: each a box whose HTML React keeps (the
 * server's markup, never re-rendered by the island).
 */
function readSlots(holder: Element | null): Record<string, React.ReactNode> | undefined {
  if (!holder) return undefined;
  const slots: Record<string, React.ReactNode> = {};
  for (const box of Array.from(holder.children)) {
    const name = box.getAttribute(SLOT_ATTRIBUTE);
    if (name === null) continue;
    slots[name] = React.createElement("div", {
      key: name,
      [SLOT_ATTRIBUTE]: name,
      className: box.getAttribute("class") ?? undefined,
      dangerouslySetInnerHTML: { __html: box.innerHTML },
    });
  }
  return slots;
}

/** Calls `done` once the island has hydrated (renders only its child: no element of its own). */
function Hydrated({ children, done }: { children: React.ReactNode; done: () => void }) {
  React.useEffect(done, [done]);
  return children;
}

/**
 * Hydrates one island's element; resolves when it has. In a transition, so that React hydrates
 * it in slices of a few milliseconds rather than in one long task (a discrete event on a part not
 * yet hydrated hydrates that part at once).
 */
export async function hydrateIsland(element: Element): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (!isIslandName(name)) throw new Error(`Unknown island: ${name}`);
  const propsScript = previousWith(element, ISLAND_PROPS_ATTRIBUTE, name);
  if (!propsScript) throw new Error(`Island ${name} has no props`);
  const props = JSON.parse(propsScript.textContent ?? "{}") as object;
  const slots = readSlots(previousWith(propsScript, ISLAND_SLOTS_ATTRIBUTE, name));
  const Component = await ISLAND_LOADERS[name]();
  await new Promise<void>((resolve) => {
    React.startTransition(() => {
      hydrateRoot(
        element,
        <Hydrated done={resolve}>
          <Component {...props} slots={slots} />
        </Hydrated>,
      );
    });
  });
}

/**
 * Hydrates every island of the document at once; resolves when all of them have, and marks the
 * page (html[data-hydrated]). For the tests of an island's hydrated behaviour: the page's entry
 * hydrates each island when it matters instead (./arm.ts).
 */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const elements = Array.from(root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`));
  await Promise.all(elements.map(hydrateIsland));
  document.documentElement.dataset.hydrated = "";
}
