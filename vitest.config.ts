import fs from "node:fs";
import path from "node:path";

import { defineConfig } from "vitest/config";

const include = ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"];

/**
 * Test files that change what the whole process shares: its environment (DATA_DIR,
 * DATABASE_URL...), the database client, globals or timers. Each of these runs with a module
 * registry of its own (Vitest's default isolation). The others, most of them pure functions over
 * the content modules, share their worker's registry (`isolate: false`), so the content, the
 * Markdown pipeline and zod are imported once per worker rather than once per file: the unit
 * step took 82 s against 114 s on two cores, two thirds of it import time before.
 */
const PROCESS_STATE =
  /process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|vi\.(stub|mock|useFakeTimers|spyOn)|@\/lib\/db\/client/;

function testFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")));
}

const stateful = [...testFiles("src"), ...testFiles("scripts")].filter((file) =>
  PROCESS_STATE.test(fs.readFileSync(path.join(import.meta.dirname, file), "utf8")),
);

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "src/test/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    // Vitest's default on two cores is one worker (cores - 1); most of the slow files wait on
    // child processes and PGlite's start, so two run side by side in about half the time. The
    // files that use PostgreSQL each have a database of their own.
    maxWorkers: 2,
    // Worker threads rather than child processes: the same files ran in 109 s against 121 s on
    // two cores (import time is most of a small file's).
    pool: "threads",
    projects: [
      { extends: true, test: { name: "shared", include, exclude: stateful, isolate: false } },
      { extends: true, test: { name: "isolated", include: stateful, isolate: true } },
    ],
  },
});
