import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  classifyPage,
  clientModuleIds,
  clientReferences,
  HTML_FIRST_MODULES,
  HYDRATION_SIGNALS,
  isStaticHtml,
  moduleKey,
  SPECULATION_RULES,
  stripFramework,
} from "./static-pages.mjs";

// The shape Next.js 16 (Turbopack) writes, after `next build`: our font preload, stylesheet,
// async chunk scripts and their low-priority preload, the nomodule polyfill, our head script,
// JSON-LD, the runtime's bootstrap, the inline RSC payload.
const flight = [
  '1:"$Sreact.fragment"',
  'd:I[68027,["$c"],"default",1]',
  'e:I[39756,["$c"],"default"]',
  'f:I[87806,["$c","$11"],"NavLink"]',
  '10:["$","main",null,{"children":"Hello"}]',
].join("\n");
const push = (chunk: unknown) =>
  `<script>self.__next_f.push(${JSON.stringify(chunk).replaceAll("<", "\\u003c")})</script>`;
const page = [
  '<!DOCTYPE html><html lang="en" class="dark"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/fonts/inter-0123456789ab.woff2" as="font" type="font/woff2" crossorigin=""/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script data-site-script="">theme()</script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>',
  '<body><main>Hello</main><script type="application/ld+json">{"@type":"Thing"}</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  push([1, flight.slice(0, 40)]),
  push([1, `${flight.slice(40)}\n`]),
  "</body></html>",
].join("");

const ids = new Map([
  ["68027", "next/dist/client/components/builtin/global-error.js"],
  ["39756", "next/dist/client/components/layout-router.js"],
  ["87806", "src/components/layout/nav-link.tsx"],
  ["13811", "src/components/ai/testimonial-carousel.tsx"],
]);

describe("reading a page's client components", () => {
  it("lists each client reference of a payload once", () => {
    expect(clientReferences(`${flight}\n${flight}\n`)).toEqual([
      { id: "68027", name: "default" },
      { id: "39756", name: "default" },
      { id: "87806", name: "NavLink" },
    ]);
  });

  it("names modules the same way for Turbopack and webpack manifests, ESM or CJS", () => {
    expect(moduleKey("[project]/node_modules/next/dist/esm/client/app-dir/link.js")).toBe(
      "next/dist/client/app-dir/link.js",
    );
    expect(moduleKey("/repo/node_modules/next/dist/client/app-dir/link.js#default")).toBe(
      "next/dist/client/app-dir/link.js",
    );
    expect(moduleKey("[project]/src/components/layout/nav-link.tsx <module evaluation>")).toBe(
      "src/components/layout/nav-link.tsx",
    );
  });

  it("maps module ids from the build's client reference manifests", () => {
    const appDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-pages-"));
    fs.mkdirSync(path.join(appDir, "(site)", "team"), { recursive: true });
    const manifest = {
      clientModules: {
        "[project]/src/components/layout/nav-link.tsx <module evaluation>": { id: 87806 },
        "[project]/node_modules/next/dist/esm/client/components/layout-router.js": { id: 39756 },
      },
    };
    fs.writeFileSync(
      path.join(appDir, "(site)", "team", "page_client-reference-manifest.js"),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(site)/team/page"] = ${JSON.stringify(manifest)};\n`,
    );
    expect(Object.fromEntries(clientModuleIds(appDir))).toEqual({
      "87806": "src/components/layout/nav-link.tsx",
      "39756": "next/dist/client/components/layout-router.js",
    });
    fs.rmSync(appDir, { recursive: true });
  });
});

describe("classifyPage", () => {
  it("makes a page static when all its client components are HTML-first", () => {
    expect(classifyPage(page, flight, ids)).toEqual({
      static: true,
      modules: [
        "next/dist/client/components/builtin/global-error.js",
        "next/dist/client/components/layout-router.js",
        "src/components/layout/nav-link.tsx",
      ],
    });
  });

  it("keeps the runtime for a page with an island, naming it", () => {
    const withIsland = `${flight}\n11:I[13811,["$c"],"TestimonialCarousel"]\n`;
    expect(classifyPage(page, withIsland, ids)).toMatchObject({
      static: false,
      reason: "ai/testimonial-carousel.tsx",
    });
  });

  it("keeps the runtime for what it does not understand", () => {
    expect(classifyPage(page, `${flight}\n11:I[4242,[],"X"]\n`, ids)).toMatchObject({
      static: false,
      reason: "unknown client module 4242",
    });
    expect(classifyPage(page, "", ids)).toMatchObject({ static: false });
    const streamed = page.replace("<main>", '<main><template id="B:0"></template>');
    expect(classifyPage(streamed, flight, ids)).toMatchObject({
      static: false,
      reason: "streamed Suspense boundaries",
    });
  });
});

describe("stripFramework", () => {
  const stripped = stripFramework(page);

  it("removes every framework script, its preload and the inline payload", () => {
    expect(stripped).not.toContain("/_next/static/chunks/runtime.js");
    expect(stripped).not.toContain("/_next/static/chunks/late.js");
    expect(stripped).not.toContain("polyfill.js");
    expect(stripped).not.toContain("__next_f");
    expect(stripped).not.toContain("TURBOPACK");
  });

  it("keeps our script, the JSON-LD, the stylesheet, the font and the content", () => {
    for (const kept of [
      '<script data-site-script="">theme()</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      'href="/fonts/inter-0123456789ab.woff2" as="font"',
      "<main>Hello</main>",
    ]) {
      expect(stripped).toContain(kept);
    }
  });

  it("announces Speculation Rules in <head> and marks the page, once", () => {
    expect(isStaticHtml(page)).toBe(false);
    expect(isStaticHtml(stripped)).toBe(true);
    expect(stripped).toContain(
      `<script type="speculationrules">${JSON.stringify(SPECULATION_RULES)}</script></head>`,
    );
    expect(stripped.startsWith('<!DOCTYPE html><html data-static="" lang="en"')).toBe(true);
    expect(stripFramework(stripped)).toBe(stripped);
  });

  it("keeps one copy of each of our scripts that parts of the page rendered twice", () => {
    const twice = page.replace(
      "</body>",
      '<script data-site-script="">offer()</script><script data-site-script="">offer()</script></body>',
    );
    const once = stripFramework(twice);
    expect(once.split('<script data-site-script="">offer()</script>')).toHaveLength(2);
    expect(once).toContain('<script data-site-script="">theme()</script>');
  });

  it("refuses an inline script it does not know", () => {
    expect(() =>
      stripFramework(page.replace("</body>", "<script>track()</script></body>")),
    ).toThrow(/does not know: track\(\)/);
  });
});

describe("speculation rules", () => {
  it("never prefetch or prerender the inbox", () => {
    for (const rules of Object.values(SPECULATION_RULES)) {
      expect(JSON.stringify(rules)).toContain('{"not":{"href_matches":"/admin{/*}?"}}');
    }
  });
});

/*
 * The guard: a page the build makes static must not need React. A component listed as HTML-first
 * keeps no state, runs no effect (but for a hydration signal) and handles no event: its HTML is all
 * it does on a page loaded in full.
 */
describe("HTML-first client components", () => {
  const own = Object.keys(HTML_FIRST_MODULES).filter((key) => key.startsWith("src/"));

  it("exist, each with its reason", () => {
    expect(own.length).toBeGreaterThan(0);
    for (const key of own) {
      expect(fs.existsSync(key), key).toBe(true);
      expect(HTML_FIRST_MODULES[key]?.length ?? 0, key).toBeGreaterThan(20);
    }
  });

  for (const key of own) {
    it(`${key} keeps no state and handles no event`, () => {
      const source = fs.readFileSync(key, "utf8");
      expect(source).not.toMatch(
        /\buse(State|Reducer|ActionState|Optimistic|Transition|FormStatus|SyncExternalStore)\b/,
      );
      expect(source).not.toMatch(/\son[A-Z]\w*=\{/);
      if (!HYDRATION_SIGNALS.includes(key)) {
        expect(source).not.toMatch(/\buse(Layout|Insertion)?Effect\b/);
      } else {
        expect(source).toMatch(/dataset\.hydrated = ""/);
      }
    });
  }
});
