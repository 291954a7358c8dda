import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { deferScripts, loaderScript, pageScripts } from "./paint-first.mjs";

// The shape Next.js 16 writes: our font preload, stylesheet, a low-priority preload for the
// script at the end of <body>, async chunk scripts in <head>, the nomodule polyfill, inline
// scripts.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/fonts/inter-0123456789ab.woff2" as="font" type="font/woff2" crossorigin=""/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/other/kept.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  "<title>T</title><script>theme()</script>",
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>',
  '<body><main>Hello</main><script type="application/ld+json">{"@type":"Thing"}</script>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  "<script>self.__next_f.push([1])</script></body></html>",
].join("");

describe("deferScripts", () => {
  const result = deferScripts(page);

  it("moves every async Next.js script into one loader at the end of <body>, in order", () => {
    expect(result.changed).toBe(true);
    expect(result.sources).toEqual([
      "/_next/static/chunks/runtime.js",
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/late.js",
    ]);
    expect(result.html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(result.html).toContain(`${loaderScript(result.sources)}</body>`);
  });

  it("drops the preload of a moved script and keeps everything else", () => {
    expect(result.html).not.toContain('href="/_next/static/chunks/late.js"');
    for (const kept of [
      '<link rel="preload" as="script" fetchPriority="low" href="/other/kept.js"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      "<script>theme()</script>",
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      "<script>self.__next_f.push([1])</script>",
    ]) {
      expect(result.html).toContain(kept);
    }
  });

  it("is idempotent and leaves pages without Next.js scripts alone", () => {
    const again = deferScripts(result.html);
    expect(again.changed).toBe(false);
    expect(again.html).toBe(result.html);
    expect(again.sources).toEqual(result.sources);
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(deferScripts(plain)).toEqual({ html: plain, changed: false, sources: [] });
  });

  it("counts the same scripts for a page before and after (the JS budget reads pageScripts)", () => {
    expect(pageScripts(result.html).sort()).toEqual(pageScripts(page).sort());
    expect(pageScripts(page)).not.toContain("/_next/static/chunks/polyfill.js");
  });
});

/** Runs the loader in a sandbox with a fake document and Paint Timing. */
function runLoader({
  visibility = "visible",
  paintSupported = true,
}: { visibility?: string; paintSupported?: boolean } = {}) {
  const appended: string[] = [];
  const timers: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  let observed: unknown;
  const document = {
    visibilityState: visibility,
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element.src) },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintSupported ? ["paint", "resource"] : ["resource"];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe(options: unknown) {
      observed = options;
    }
  }
  const sources = ["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"];
  const code = /<script[^>]*>([\s\S]*)<\/script>/.exec(loaderScript(sources))![1]!;
  runInNewContext(code, {
    document,
    PerformanceObserver,
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const paint = (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) });
  return { appended, timers, listeners, paint, observed, sources };
}

describe("the loader", () => {
  it("adds nothing before the first contentful paint, then every script once", () => {
    const run = runLoader();
    expect(run.observed).toEqual({ type: "paint", buffered: true });
    expect(run.appended).toEqual([]);
    run.paint("first-paint");
    expect(run.appended).toEqual([]);
    run.paint("first-contentful-paint");
    expect(run.appended).toEqual(run.sources);
    run.timers.forEach((fire) => fire());
    run.listeners.visibilitychange?.();
    expect(run.appended).toEqual(run.sources);
  });

  it("loads at once in a background tab or without Paint Timing", () => {
    expect(runLoader({ visibility: "hidden" }).appended).toHaveLength(2);
    expect(runLoader({ paintSupported: false }).appended).toHaveLength(2);
  });

  it("still loads when the paint is never reported (timer) or the tab is hidden first", () => {
    const timed = runLoader();
    timed.timers.forEach((fire) => fire());
    expect(timed.appended).toEqual(timed.sources);
    const hidden = runLoader();
    hidden.listeners.visibilitychange?.();
    expect(hidden.appended).toEqual(hidden.sources);
  });
});
