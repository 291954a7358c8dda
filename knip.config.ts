import type { KnipConfig } from "knip";

// Unused files, dependencies and exports (`npx knip`, a step of scripts/test.sh). Knip's own
// plugins find the entry points of Next (src/app, next.config.ts, instrumentation), Vitest
// (*.test.ts), Playwright (e2e/*.spec.ts), ESLint and PostCSS from their configs; the entries
// below are the ones no config names.
const config: KnipConfig = {
  entry: [
    // Scripts run with plain `node` (server.mjs is found through package.json's "start").
    "scripts/*.mjs",
    // Run with tsx by npm scripts (admin, purge and bench:analytics).
    "scripts/*.ts",
    // The reliability checks (npm run test:reliability, through with-postgres.sh).
    "scripts/reliability/run.mjs",
    // Run with plain `node` in a child process by src/lib/db/client.ts, by path.
    "src/lib/db/init-data-dir.mjs",
    // Run with plain `node` in a child process by src/lib/admin/password-policy.mjs, by path.
    "src/lib/admin/password-strength.mjs",
    // Found by html-validate's config loader (scripts/validate-html.mjs), not by an import.
    ".htmlvalidate.mjs",
    // Preloaded by path into the server that scripts/memory.mjs measures.
    "scripts/lib/gc-on-signal.mjs",
    // The pseudo-locale check's Playwright config (scripts/test.sh passes it with -c).
    "playwright.pseudo.config.ts",
    // vitest.config.ts aliases `server-only` to this file by path, which knip cannot follow.
    "src/test/empty-module.ts",
    // The islands' browser entry, bundled by esbuild by path (scripts/lib/islands.mjs).
    "src/components/islands/entry.ts",
    // The chat panel, bundled by esbuild by path (scripts/lib/chat-panel.mjs).
    "src/components/chat/panel.tsx",
  ],
  // Font files read from node_modules by path, not imported: the variable woff2 files of Inter and
  // Noto Sans Arabic that scripts/subset-fonts.mjs subsets (src/app/fonts/faces.mjs), and the
  // static cuts of both that the social cards draw with (src/app/og, src/lib/og/rtl-text.ts).
  // System tools the reliability harness runs for its tmpfs data directory (root only).
  // Java runs the W3C Nu checker (scripts/validate-html.mjs, from Debian's default-jre-headless).
  ignoreBinaries: ["mount", "umount", "java"],
  ignoreDependencies: [
    // vnu.jar, found by path (require.resolve) and run by Java in scripts/validate-html.mjs.
    "vnu-jar",
    "@fontsource-variable/inter",
    "@fontsource/inter",
    "@fontsource-variable/noto-sans-arabic",
    "@fontsource/noto-sans-arabic",
  ],
  // Types for plain-JavaScript modules that run without a build step (csp.mjs for server.mjs,
  // the scripts' lib/): tsc reads the declaration file beside each, which knip does not count
  // as a use.
  ignore: ["**/*.d.mts"],
};

export default config;
