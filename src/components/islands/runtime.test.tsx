// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { modelsCopy } from "@/components/ai/models-copy";
import { ModelsLoader } from "@/components/ai/models-loader";

import { Island, scriptSafeJson } from "./island";
import { hydrateIslands } from "./runtime";

// Hydration runs as in a browser (React's scheduler), not inside act().
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What React reports while the test runs: a hydration mismatch is reported to the window
 * (reportError), other problems on the console.
 */
function collectProblems(): string[] {
  const problems: string[] = [];
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    problems.push(String(event.error ?? event.message));
  };
  window.addEventListener("error", onError);
  stopCollecting = () => window.removeEventListener("error", onError);
  vi.spyOn(console, "error").mockImplementation((...args) => problems.push(args.join(" ")));
  return problems;
}

let stopCollecting: (() => void) | undefined;

afterEach(() => {
  stopCollecting?.();
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

describe("hydrating islands without the framework", () => {
  it("hydrates a server-rendered island from its props, with no mismatch, and marks the page", async () => {
    const { copy } = modelsCopy("en");
    document.body.innerHTML = renderToString(
      <main>
        <Island name="models-loader" component={ModelsLoader} props={{ copy }} />
      </main>,
    );
    const serverHtml = document.querySelector("[data-island]")!.innerHTML;
    expect(serverHtml).toContain(copy.loading);
    const problems = collectProblems();
    await hydrateIslands();
    expect(problems).toEqual([]);
    expect(document.documentElement.dataset.hydrated).toBe("");
    // The island is live: its loader resolves and it renders the list.
    await settle(1200);
    expect(document.querySelector("[data-island]")!.textContent).toContain(copy.models[0]!.name);
  });

  it("would report an island whose props do not match its server HTML (what the test above rules out)", async () => {
    const { copy } = modelsCopy("en");
    document.body.innerHTML = renderToString(
      <Island name="models-loader" component={ModelsLoader} props={{ copy }} />,
    );
    const props = document.querySelector("[data-island-props]")!;
    props.textContent = scriptSafeJson({ copy: { ...copy, loading: "Something else" } });
    const problems = collectProblems();
    await hydrateIslands();
    await settle(50);
    expect(problems.join("\n")).toMatch(/Hydration failed/);
  });

  it("refuses an island it does not know, and one without props", async () => {
    document.body.innerHTML = '<div data-island="nothing"></div>';
    await expect(hydrateIslands()).rejects.toThrow("Unknown island: nothing");
    document.body.innerHTML = '<div data-island="models-loader"></div>';
    await expect(hydrateIslands()).rejects.toThrow("Island models-loader has no props");
  });

  it("writes props that cannot end the script they are in", () => {
    const json = scriptSafeJson({ text: "</script><script>alert(1)</script><!--" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script><!--" });
  });
});
