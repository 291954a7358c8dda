// @vitest-environment jsdom
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { modelsCopy } from "@/components/ai/models-copy";
import { ModelsLoader } from "@/components/ai/models-loader";

import { armIslands } from "./arm";
import { Island, scriptSafeJson } from "./island";
import { hydrateIsland, hydrateIslands } from "./runtime";
import { syncTypedValues } from "./typed-values";

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
  vi.unstubAllGlobals();
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

/**
 * An IntersectionObserver whose boxes are in view or not as the test says (jsdom has none):
 * `show()` reports every observed box in view.
 */
function stubObserver() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => undefined;
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe(box: Element) {
      observed.add(box);
    }
    unobserve(box: Element) {
      observed.delete(box);
    }
    disconnect() {
      observed.clear();
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    observed,
    show: () =>
      report(
        [...observed].map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        ),
        {} as IntersectionObserver,
      ),
  };
}

/** A hydration the test finishes (`finish()`) or fails (`fail()`); then `island` runs. */
function gatedHydration(island: (element: Element) => void = () => undefined) {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const gate = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const hydrate = vi.fn(async (element: Element) => {
    await gate;
    island(element);
  });
  return { hydrate, finish: () => finish(), fail: (error: Error) => fail(error) };
}

function modelsIsland() {
  const { copy } = modelsCopy("en");
  document.body.innerHTML = renderToString(
    <main>
      <Island name="models-loader" component={ModelsLoader} props={{ copy }} />
    </main>,
  );
  return document.querySelector("[data-island]")!;
}

describe("hydrating an island when it matters", () => {
  it("arms an island out of view without hydrating it, marks the page, and hydrates it on its first interaction", async () => {
    const observer = stubObserver();
    const island = modelsIsland();
    const hydrate = vi.fn(hydrateIsland);
    armIslands(hydrate);
    expect(document.documentElement.dataset.hydrated).toBe("");
    expect(island.getAttribute("data-island-state")).toBe("armed");
    // It watches the boxes of its children: its own element has none (display: contents).
    expect([...observer.observed]).toEqual(Array.from(island.children));
    await settle(300);
    expect(hydrate).not.toHaveBeenCalled();
    island.firstElementChild!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    island.firstElementChild!.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(island.getAttribute("data-island-state")).toBe("loading");
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("hydrated"));
    expect(observer.observed.size).toBe(0);
  });

  it("hydrates an island once it is in view and the browser is idle", async () => {
    const observer = stubObserver();
    const island = modelsIsland();
    const hydrate = vi.fn(hydrateIsland);
    armIslands(hydrate);
    observer.show();
    observer.show();
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("hydrated"));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("holds a click that comes before hydration and replays it once, to the island", async () => {
    stubObserver();
    document.body.innerHTML =
      '<div data-island="x"><a href="#next" id="link"><span id="inner">More</span></a></div>';
    const island = document.querySelector("[data-island]")!;
    const seen: string[] = [];
    // The "island": what it does with a click, once it runs.
    const { hydrate, finish } = gatedHydration((element) =>
      element.addEventListener("click", (event) => {
        event.preventDefault();
        seen.push(`island ${(event.target as Element).id}`);
      }),
    );
    armIslands(hydrate);
    document.addEventListener("click", (event) => {
      if (!event.defaultPrevented) seen.push("native");
    });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("inner")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(hydrate).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("hydrated"));
    expect(seen).toEqual(["island inner"]);
    // Later clicks go straight to the island.
    document.getElementById("inner")!.click();
    expect(seen).toEqual(["island inner", "island inner"]);
  });

  it("lets a held click do what it does natively when the island's code fails to load", async () => {
    stubObserver();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-island="x"><a href="#next" id="link">More</a></div>';
    const island = document.querySelector("[data-island]")!;
    const { hydrate, fail } = gatedHydration();
    armIslands(hydrate);
    const native: boolean[] = [];
    document.addEventListener("click", (event) => native.push(!event.defaultPrevented));
    document.getElementById("link")!.click();
    expect(native).toEqual([]);
    fail(new Error("offline"));
    await vi.waitFor(() => expect(island.getAttribute("data-island-state")).toBe("failed"));
    expect(native).toEqual([true]);
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});

/** A controlled box and checkbox, as an island's state keeps them. */
function Controlled() {
  const [text, setText] = useState("");
  const [agreed, setAgreed] = useState(false);
  const shown = `${text}|${agreed}`;
  return (
    <form>
      <input name="text" value={text} onChange={(event) => setText(event.target.value)} />
      <input
        name="agreed"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <output>{shown}</output>
    </form>
  );
}

describe("what was typed before hydration", () => {
  it("reaches a controlled input's state after hydration (React 19 alone keeps it in the page only)", async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Controlled />)}</div>`;
    const root = document.getElementById("root")!;
    const text = root.querySelector<HTMLInputElement>('[name="text"]')!;
    const box = root.querySelector<HTMLInputElement>('[name="agreed"]')!;
    text.value = "security";
    box.checked = true;
    hydrateRoot(root, <Controlled />);
    await settle(50);
    // React kept the DOM's values, but its state is still what it rendered.
    expect(text.value).toBe("security");
    expect(box.checked).toBe(true);
    expect(root.querySelector("output")!.textContent).toBe("|false");
    syncTypedValues(root);
    await settle(50);
    expect(root.querySelector("output")!.textContent).toBe("security|true");
    expect(text.value).toBe("security");
    expect(box.checked).toBe(true);
    // Nothing to hand over a second time.
    syncTypedValues(root);
    await settle(50);
    expect(root.querySelector("output")!.textContent).toBe("security|true");
  });
});
