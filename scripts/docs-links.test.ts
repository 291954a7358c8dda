/**
 * The documentation's links hold: every relative link or image of README.md and of the Markdown
 * files under docs/ names a file that exists, and every #fragment a heading of its Markdown file
 * (by GitHub's slugs). The README stays short: the long text lives in docs/.
 */
import fs from "node:fs";
import path from "node:path";

import GithubSlugger from "github-slugger";
import { describe, expect, test } from "vitest";

const README_MAX_LINES = 200;

/** `[text](target)`, `![alt](target)`: the target in <...>, or with one level of parentheses. */
const LINK = /!?\[[^\]]*\]\(\s*(<[^>\n]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+"[^"]*")?\s*\)/g;
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function markdownFiles(dir = "docs"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/** The file's lines outside fenced code blocks (a fence's lines become empty). */
function proseLines(text: string): string[] {
  let fence: string | undefined;
  return text.split("\n").map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker !== undefined) fence = marker;
    else if (fence !== undefined && marker?.startsWith(fence)) fence = undefined;
    else if (fence === undefined) return line;
    return "";
  });
}

const withoutInlineCode = (text: string) => text.replace(/(`+)[\s\S]*?\1/g, "");

/** A heading's text as GitHub renders it: no code ticks, link targets, emphasis or tags. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/`/g, "")
    .replace(/(\*{1,3}|_{1,3})(\S(?:.*?\S)?)\1/g, "$2");
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors GitHub gives the headings of a Markdown file, in order. */
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const slugger = new GithubSlugger();
  const anchors = new Set(
    proseLines(fs.readFileSync(file, "utf8")).flatMap((line) => {
      const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
      return heading === undefined ? [] : [slugger.slug(headingText(heading))];
    }),
  );
  anchorCache.set(file, anchors);
  return anchors;
}

/** Every link of a Markdown file that leads nowhere, as "target: why". */
function brokenLinks(file: string): string[] {
  const prose = withoutInlineCode(proseLines(fs.readFileSync(file, "utf8")).join("\n"));
  return [...prose.matchAll(LINK)].flatMap(([, written = ""]) => {
    const target = written.replace(/^<(.*)>$/, "$1");
    if (EXTERNAL.test(target)) return [];
    if (target === "") return ["an empty link target"];
    const [linkPath = "", fragment] = target.split("#", 2);
    const base = linkPath.startsWith("/") ? "." : path.dirname(file);
    const resolved = linkPath === "" ? file : path.join(base, decodeURI(linkPath));
    if (!fs.existsSync(resolved)) return [`${target}: no file ${resolved}`];
    if (fragment === undefined || !resolved.endsWith(".md")) return [];
    const anchor = decodeURIComponent(fragment).toLowerCase();
    if (anchorsOf(resolved).has(anchor)) return [];
    return [`${target}: no heading #${anchor} in ${resolved}`];
  });
}

const files = ["README.md", ...markdownFiles()];

describe("documentation links", () => {
  test("finds the README and the docs", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  test.each(files)("every link of %s leads to a file and a heading that exist", (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});

describe("the README", () => {
  test(`has at most ${README_MAX_LINES} lines`, () => {
    const text = fs.readFileSync("README.md", "utf8");
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
