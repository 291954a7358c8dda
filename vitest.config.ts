import fs from "node:fs";
import path from "node:path";

import { defineConfig } from "vitest/config";

const include = ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"];

/**
 * Test files that change what the whole process shares (its environment: DATA_DIR,
 * DATABASE_URL...; the database client, globals or timers) or start processes of their own. Each
 * of these runs with a module registry of its own (Vitest's default isolation), and they run
 * first (Vitest orders projects by name, "isolated" before "shared"): they are the long files.
 * scripts/admin.test.ts runs `npm run admin` about twenty times (2.4 s each here, 1.4 s of it
 * opening PGlite): started last, it ran alone at the end, 109 s against 93 without Vitest's
 * cache of durations, as on CI. The others, most of them pure functions over the content
 * modules, share their worker's registry (`isolate: false`), so the content, the Markdown
 * pipeline and zod are imported once per worker rather than once per file: 82 s against 114 s
 * on two cores, two thirds of it import time before.
 */
const PROCESS_STATE =
  /process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|vi\.(stub|mock|useFakeTimers|spyOn)|@\/lib\/db\/client|\bspawn\(/;

function testFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.(ts|tsx|mjs)$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")));
}

const stateful = [...testFiles("scripts"), ...testFiles("src")].filter((file) =>
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
    // scrypt at N = 2^10 rather than 2^15 for the passwords the tests hash and verify (hundreds
    // in sign-in.test.ts: 25 s of one test at the production cost); read by hashCost in
    // src/lib/admin/passwords.ts, which honours it only under NODE_ENV "test".
    // passwords.test.ts and scripts/admin.test.ts set it aside and check the production cost.
    // The password strength estimator in the tests' own process rather than a child process
    // per password (0.5-2 s each, 18 s of password-policy.test.ts); read by password-policy.mjs
    // under NODE_ENV "test" only, and set aside by a test there that compares both ways.
    env: { SCRYPT_TEST_N: "1024", PASSWORD_STRENGTH_IN_PROCESS: "1" },
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
