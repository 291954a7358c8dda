import path from "node:path";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "src/test/empty-module.ts"),
    },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    // Vitest's default on two cores is one worker (cores - 1); most of the slow files wait on
    // child processes and PGlite's start, so two run side by side in about half the time. The
    // files that use PostgreSQL each have a database of their own.
    maxWorkers: 2,
  },
});
