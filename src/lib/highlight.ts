import "server-only";

import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";

import type { CodeLanguage } from "@/content/docs/code-languages";

/** Light and dark themes: both chosen so every token colour reads at 4.5:1 on its background. */
const codeThemes = { light: "github-light-default", dark: "github-dark-default" } as const;

let highlighter: Promise<HighlighterCore> | undefined;

function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [
      import("shiki/themes/github-light-default.mjs"),
      import("shiki/themes/github-dark-default.mjs"),
    ],
    langs: [
      import("shiki/langs/bash.mjs"),
      import("shiki/langs/javascript.mjs"),
      import("shiki/langs/typescript.mjs"),
      import("shiki/langs/python.mjs"),
      import("shiki/langs/php.mjs"),
      import("shiki/langs/ruby.mjs"),
      import("shiki/langs/java.mjs"),
      import("shiki/langs/go.mjs"),
      import("shiki/langs/json.mjs"),
      import("shiki/langs/xml.mjs"),
      import("shiki/langs/kotlin.mjs"),
    ],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/**
 * Code to highlighted HTML at build time (server only: no highlighter reaches the browser).
 * Each token carries both themes' colours as CSS variables (`--shiki-light`, `--shiki-dark`);
 * globals.css picks one according to the site theme.
 */
export async function highlightCode(code: string, lang: CodeLanguage): Promise<string> {
  const shiki = await getHighlighter();
  return shiki.codeToHtml(code.trimEnd(), {
    lang,
    themes: codeThemes,
    defaultColor: false,
  });
}
