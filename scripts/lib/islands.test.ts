import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ISLANDS } from "../../src/config/islands.mjs";
import { buildIslands, isIslandModule, islandPage, pageIslands } from "./islands.mjs";
import { pageScripts } from "./paint-first.mjs";

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "islands-"));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

// A page as Next.js writes it, with one island: the runtime's scripts and payload, and ours.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script data-site-script="">theme()</script></head>',
  "<body><main>",
  '<script type="application/json" data-island-props="models-loader">{"copy":{}}</script>',
  '<div data-island="models-loader" class="contents"><p>Loading</p></div>',
  "</main>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  "</body></html>",
].join("");

describe("the islands' bundle", () => {
  let build: Awaited<ReturnType<typeof buildIslands>>;
  const layout = { staticDir: path.join(temp, "static") };
  const fileOf = (url: string) =>
    path.join(layout.staticDir, url.replace(/^\/_next\/static\//, ""));
  const gzipKb = (urls: string[]) =>
    urls.reduce((sum, url) => sum + zlib.gzipSync(fs.readFileSync(fileOf(url))).length, 0) / 1024;

  beforeAll(async () => {
    build = await buildIslands(layout);
  }, 60_000);

  it("has an entry and a chunk of its own for every island, next to Next's static files", () => {
    expect(build.entry).toMatch(/^\/_next\/static\/islands\/entry-[A-Z0-9]+\.js$/);
    expect(Object.keys(build.chunks).sort()).toEqual(Object.keys(ISLANDS).sort());
    for (const url of [build.entry, ...build.entryImports, ...Object.values(build.chunks).flat()]) {
      expect(fs.existsSync(fileOf(url)), url).toBe(true);
    }
    for (const [name, chunks] of Object.entries(build.chunks)) {
      expect(
        chunks.some((url) => url.includes(`/${name}-`)),
        name,
      ).toBe(true);
    }
  });

  it("keeps React and every island within the first-load budget, with room for the page", () => {
    // React's client is ~67 KB gzip; the page's budget (90 KB) also counts its inline scripts.
    const shared = gzipKb([build.entry, ...build.entryImports]);
    expect(shared).toBeLessThan(72);
    for (const [name, chunks] of Object.entries(build.chunks)) {
      expect(shared + gzipKb(chunks), name).toBeLessThan(85);
    }
  });

  it("keeps React out of the entry, which imports it (preloaded with it) when an island hydrates", () => {
    // The entry only arms the islands (src/components/islands/arm.ts): a few KB, run after paint.
    expect(gzipKb([build.entry])).toBeLessThan(3);
    expect(fs.readFileSync(fileOf(build.entry), "utf8")).not.toMatch(/hydrateRoot|__reactFiber/);
    // What it imports when an island hydrates is among what the page preloads with it.
    const runtime = build.entryImports.filter((url) => url.includes("/runtime-"));
    expect(runtime).toHaveLength(1);
    expect(fs.readFileSync(fileOf(build.entry), "utf8")).toContain(runtime[0]!.split("/").pop());
    expect(gzipKb(build.entryImports)).toBeGreaterThan(50);
  });

  it("leaves no process.env in the browser code (Next.js writes NEXT_PUBLIC_ values in; so does the bundle)", () => {
    const files = [build.entry, ...build.entryImports, ...Object.values(build.chunks).flat()];
    for (const url of files)
      expect(fs.readFileSync(fileOf(url), "utf8"), url).not.toMatch(/process\.env/);
  });

  it("refuses an island that imports the framework", async () => {
    const entry = path.join(temp, "bad-entry.ts");
    fs.writeFileSync(entry, 'import Link from "next/link";\nconsole.log(Link);\n');
    await expect(
      buildIslands({ staticDir: path.join(temp, "bad") }, process.cwd(), entry),
    ).rejects.toThrow(/An island may not import "next\/link"/);
  }, 60_000);

  it("emits a page with islands without the framework, loading the islands after the first paint", () => {
    const out = islandPage(page, build);
    expect(out).toContain('<html data-islands="" lang="en">');
    expect(out).not.toContain("/_next/static/chunks/runtime.js");
    expect(out).not.toContain("late.js");
    expect(out).not.toContain("__next_f");
    // Kept: the stylesheet, our head script, the island's props and markup.
    expect(out).toContain("a.css");
    expect(out).toContain('<script data-site-script="">theme()</script>');
    expect(out).toContain('data-island-props="models-loader"');
    // Loaded by the paint-first loader, as a module: the entry, React and the island's chunk.
    expect(out).toMatch(/<script data-paint-first="">[^<]*e\.type="module"/);
    expect(pageScripts(out)).toEqual([
      build.entry,
      ...build.entryImports,
      ...build.chunks["models-loader"]!,
    ]);
  });

  it("refuses a page naming an island the build does not have", () => {
    expect(() => islandPage(page.replaceAll("models-loader", "unknown"), build)).toThrow(
      /unknown island unknown/,
    );
  });
});

describe("reading a page's islands", () => {
  it("lists each island once, in document order", () => {
    const html =
      '<div data-island="site-search"></div><div class="x" data-island="form"></div><div data-island="form"></div>';
    expect(pageIslands(html)).toEqual(["site-search", "form"]);
    expect(pageIslands("<div>no island</div>")).toEqual([]);
  });

  it("knows the island modules by the keys the static step gives client modules", () => {
    for (const key of Object.values(ISLANDS)) expect(isIslandModule(key)).toBe(true);
    expect(isIslandModule("src/components/layout/nav-link.tsx")).toBe(false);
  });
});
