/**
 * Right to left done with logical properties: no physical direction utility (ml-, pr-, left-,
 * text-right, border-l, rounded-r...) in the components, pages or styles, so that the Arabic
 * edition mirrors by itself. A line that must stay physical says why with `rtl-ok` on it;
 * centring with left-1/2 and -translate-x-1/2 is symmetric and allowed. The inbox (/admin) is
 * English only, left to right, and not checked.
 */
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOTS = ["src/components", "src/app"];

const PHYSICAL =
  /(?<![\w-])-?(?:(?:scroll-)?[mp][lr]|left|right|border-[lr]|rounded-(?:[lr]|[tb][lr])|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right))(?:-[\w./[\]()%-]+)?(?![\w-])/g;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "admin" ? [] : files(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** "file:line: token" for every physical utility in a class string of the source. */
function physicalUtilities(file: string): string[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, index) => {
      if (line.includes("rtl-ok") || /^\s*(\/\/|\/\*|\*)/.test(line)) {
        return [];
      }
      const centred = line.includes("left-1/2") && line.includes("-translate-x-1/2");
      // Only class-like tokens: inside quotes or backticks, or a CSS declaration.
      const strings = file.endsWith(".css")
        ? [line]
        : [...line.matchAll(/(["'`])((?:(?!\1).)*)\1/g)].map((match) => match[2] ?? "");
      return strings.flatMap((text) =>
        [...text.matchAll(PHYSICAL)]
          .map((match) => match[0])
          .filter((token) => !(centred && token === "left-1/2"))
          .filter((token) => /^-?[a-z-]+-/.test(token) || /^(text|float|clear)-/.test(token))
          .map((token) => `${file}:${index + 1}: ${token}`),
      );
    });
}

describe("layout uses logical directions", () => {
  const all = ROOTS.flatMap((root) => files(root));

  it("scans the components, pages and styles", () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it("has no physical direction utility", () => {
    expect(all.flatMap(physicalUtilities)).toEqual([]);
  });

  it("finds one when there is one", () => {
    const probe = path.join(fs.mkdtempSync(path.join(process.cwd(), ".tmp-rtl-")), "probe.tsx");
    fs.writeFileSync(probe, `const a = <div className="ml-4 text-right pe-2" />;\n`);
    try {
      expect(physicalUtilities(probe).map((hit) => hit.split(": ")[1])).toEqual([
        "ml-4",
        "text-right",
      ]);
    } finally {
      fs.rmSync(path.dirname(probe), { recursive: true });
    }
  });
});
