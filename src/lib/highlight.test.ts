import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { authentication, examplesCopy } from "@/content/docs/api-reference";
import { firstRequest } from "@/content/docs/docs-page";
import { configuration } from "@/content/docs/docs-sections";
import { sdks } from "@/content/docs/sdks";
import type { CodeSample } from "@/content/docs/types";
import { highlightCode } from "@/lib/highlight";

const samples: CodeSample[] = [
  authentication.header,
  authentication.sample,
  ...examplesCopy.samples,
  firstRequest.sample,
  ...configuration.topics.flatMap((topic) => ("sample" in topic ? [topic.sample] : [])),
  ...sdks.flatMap((sdk) => [
    sdk.install,
    ...("installAlt" in sdk ? [sdk.installAlt] : []),
    sdk.authenticate,
    sdk.chatCompletion,
    sdk.listModels,
    sdk.errorHandling,
  ]),
];

/** The card colour of each theme, read from globals.css (code blocks sit on bg-card). */
function cardColours(): { light: string; dark: string } {
  const css = fs.readFileSync(path.join(process.cwd(), "src/app/globals.css"), "utf8");
  const root = /:root\s*{[^}]*--card:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
  const dark = /\.dark\s*{[^}]*--card:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
  if (!root || !dark) throw new Error("card colours not found in globals.css");
  return { light: root, dark };
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("highlightCode", () => {
  it("renders both themes as CSS variables and keeps the code's text", async () => {
    const html = await highlightCode('const a = "b";', "javascript");
    expect(html).toMatch(/^<pre class="shiki shiki-themes/);
    expect(html).toContain("--shiki-light:");
    expect(html).toContain("--shiki-dark:");
    expect(html).not.toMatch(/[^-]color:/);
    expect(html.replace(/<[^>]+>/g, "").replace(/&#x22;|&quot;/g, '"')).toBe('const a = "b";');
  }, 30_000);

  it("gives every token of every sample 4.5:1 contrast on the card, in both themes", async () => {
    const card = cardColours();
    const failures: string[] = [];
    for (const sample of samples) {
      const html = await highlightCode(sample.code, sample.lang);
      for (const theme of ["light", "dark"] as const) {
        const re = new RegExp(`--shiki-${theme}:([^;"]+)`, "g");
        for (const [, colour] of html.matchAll(re)) {
          if (!/^#[0-9a-f]{6}$/i.test(colour!)) {
            failures.push(`${sample.label} ${theme} unexpected colour ${colour}`);
            continue;
          }
          const ratio = contrast(colour!, card[theme]);
          if (ratio < 4.5) failures.push(`${sample.label} ${theme} ${colour} ${ratio.toFixed(2)}`);
        }
      }
    }
    expect([...new Set(failures)]).toEqual([]);
  }, 60_000);
});
