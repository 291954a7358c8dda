import type { KnipConfig } from "knip";

// Unused files, dependencies and exports (`npx knip`, a step of scripts/test.sh). Knip's own
// plugins find the entry points of Next (src/app, next.config.ts, instrumentation), Vitest
// (*.test.ts), Playwright (e2e/*.spec.ts), ESLint and PostCSS from their configs; the entries
// below are the ones no config names.
const config: KnipConfig = {
  entry: [
    // Scripts run with plain `node` (server.mjs is found through package.json's "start").
    "scripts/*.mjs",
    // Found by html-validate's config loader (scripts/validate-html.mjs), not by an import.
    ".htmlvalidate.mjs",
    // vitest.config.ts aliases `server-only` to this file by path, which knip cannot follow.
    "src/test/empty-module.ts",
  ],
  // src/app/fonts.ts loads the woff2 from node_modules by path (next/font/local): no import.
  ignoreDependencies: ["@fontsource-variable/inter"],
};

export default config;
