/**
 * The async loader of the AI models list. The seed simulates a network call with a one-second
 * delay; the list itself is local data.
 *
 * Test seam: before the page loads, browser tests may set `window.__cedarwaveModelsFixture`
 * (Playwright: `page.addInitScript(() => { window.__cedarwaveModelsFixture = "error"; })`):
 * - "error": the loader rejects, so the page shows its error state;
 * - "empty": the loader resolves with no models, so the page shows its empty state.
 * Any other value (or none) loads the real list. Nothing in the site sets it.
 */
import type { AiModel } from "./models-data";

/** The seed's simulated latency of the models request. */
export const MODELS_LOAD_DELAY_MS = 1000;

type ModelsFixture = "error" | "empty";

declare global {
  interface Window {
    __cedarwaveModelsFixture?: ModelsFixture;
  }
}

function readFixture(): ModelsFixture | undefined {
  if (typeof window === "undefined") return undefined;
  const value = window.__cedarwaveModelsFixture;
  return value === "error" || value === "empty" ? value : undefined;
}

/** "Loads" the given models (the page's, in its language: see components/ai/models-list.tsx). */
export async function loadModels<M extends AiModel>(
  models: readonly M[],
  delayMs: number = MODELS_LOAD_DELAY_MS,
): Promise<M[]> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const fixture = readFixture();
  if (fixture === "error") throw new Error("Failed to load AI models");
  if (fixture === "empty") return [];
  return [...models];
}
