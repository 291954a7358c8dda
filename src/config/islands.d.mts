export const ISLANDS: {
  readonly "models-loader": "src/components/ai/models-loader.tsx";
  readonly "site-search": "src/components/search/site-search.tsx";
  readonly "blog-explorer": "src/components/blog/blog-explorer.tsx";
  readonly form: "src/components/forms/form-renderer.tsx";
};
export type IslandName = keyof typeof ISLANDS;
export const ISLAND_ATTRIBUTE: "data-island";
export const ISLAND_PROPS_ATTRIBUTE: "data-island-props";
export const ISLAND_SLOTS_ATTRIBUTE: "data-island-slots";
export const SLOT_ATTRIBUTE: "data-slot";
export const ISLAND_STATE_ATTRIBUTE: "data-island-state";
