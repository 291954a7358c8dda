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
    // Worker threads rather than child processes: the same files ran in 109 s against 121 s on
    // two cores (import time is most of a small file's).
    pool: "threads",
  },
});
