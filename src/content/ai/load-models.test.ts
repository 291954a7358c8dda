import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { loadModels, MODELS_LOAD_DELAY_MS } from "./load-models";
import { aiModels, modelCategories, modelStatuses } from "./models-data";

describe("AI models data", () => {
  it("has eight models covering every category and status, with unique ids", () => {
    expect(aiModels).toHaveLength(8);
    expect(new Set(aiModels.map((model) => model.category))).toEqual(new Set(modelCategories));
    expect(new Set(aiModels.map((model) => model.status))).toEqual(new Set(modelStatuses));
    expect(new Set(aiModels.map((model) => model.id)).size).toBe(aiModels.length);
  });
});

describe("loadModels", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("resolves with the models only after the simulated latency of 1000 ms", async () => {
    expect(MODELS_LOAD_DELAY_MS).toBe(1000);
    let result: unknown;
    void loadModels(aiModels).then((models) => (result = models));
    await vi.advanceTimersByTimeAsync(MODELS_LOAD_DELAY_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual(aiModels);
  });

  it("rejects when the test seam asks for an error", async () => {
    vi.stubGlobal("window", { __cedarwaveModelsFixture: "error" });
    const pending = loadModels(aiModels);
    const assertion = expect(pending).rejects.toThrow("Failed to load AI models");
    await vi.advanceTimersByTimeAsync(MODELS_LOAD_DELAY_MS);
    await assertion;
  });

  it("resolves empty when the test seam asks for an empty list", async () => {
    vi.stubGlobal("window", { __cedarwaveModelsFixture: "empty" });
    const pending = loadModels(aiModels);
    await vi.advanceTimersByTimeAsync(MODELS_LOAD_DELAY_MS);
    await expect(pending).resolves.toEqual([]);
  });
});
