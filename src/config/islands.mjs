// The React islands: the client components a pre-rendered page may hydrate on their own, without
// the framework's router and runtime (see docs/build.md#islands). Each name is written by the
// server wrapper (<Island>, src/components/islands/island.tsx) on the element it renders into,
// read by the browser entry (src/components/islands/runtime.tsx) to pick the component, and each
// module is what the build step (scripts/lib/islands.mjs) accepts on a page without the runtime.
// Plain JavaScript so that the build scripts read it as it is.

/** Island name → the module that exports its component (the build's client reference). */
export const ISLANDS = {
  "models-loader": "src/components/ai/models-loader.tsx",
  "site-search": "src/components/search/site-search.tsx",
  "blog-explorer": "src/components/blog/blog-explorer.tsx",
  form: "src/components/forms/form-renderer.tsx",
};

/** The attribute of an island's element: its name. */
export const ISLAND_ATTRIBUTE = "data-island";
/** The attribute of the JSON script, just before the island's element, holding its props. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
/** The attribute of the hidden element, just before the props, holding the island's slots. */
export const ISLAND_SLOTS_ATTRIBUTE = "data-island-slots";
/** The attribute of one slot's wrapper: its name. */
export const SLOT_ATTRIBUTE = "data-slot";
/**
 * The attribute the islands' entry sets on an island's element: "armed" (its first interaction
 * will hydrate it and be replayed), "loading" (its code is on its way), "hydrated", or "failed"
 * (its code did not load: its HTML works on its own). For the browser tests.
 */
export const ISLAND_STATE_ATTRIBUTE = "data-island-state";
