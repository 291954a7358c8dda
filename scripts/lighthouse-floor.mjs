#!/usr/bin/env node
// The speed floor of the framework on this machine: Lighthouse on a minimal Next.js page (one
// heading and one paragraph, no CSS, no font, no client component), built and served here with
// the project's own Next.js, as Next writes it and after the paint-first step. Compare with the
// site's table from `npm run lighthouse`.
//
//   npm run lighthouse:floor -- [--runs 3]
//
// The app is written to .lighthouse-floor/ (git-ignored; inside the repo so that Turbopack
// resolves the project's node_modules) and served by `next start` on 127.0.0.1:3320.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { buildLayout, fileOfRoute } from "../src/lib/build/build-output.mjs";
import { deferScripts } from "./lib/paint-first.mjs";
import { stopChild, waitUntilAnswering } from "./lib/server.mjs";

const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "3" }, port: { type: "string", default: "3320" } },
});
const root = process.cwd();
const dir = path.join(root, ".lighthouse-floor");
const next = path.join(root, "node_modules", ".bin", "next");
const base = `http://127.0.0.1:${args.port}`;

const files = {
  "package.json": JSON.stringify({ name: "lighthouse-floor", private: true }),
  // Its own (empty) config and instrumentation hook, or Next.js would take the site's from the
  // folder above (and open the site's database at start).
  "next.config.mjs": "export default {};\n",
  "instrumentation.ts": "export function register() {}\n",
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["dom", "esnext"],
      jsx: "react-jsx",
      module: "esnext",
      moduleResolution: "bundler",
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      esModuleInterop: true,
      plugins: [{ name: "next" }],
    },
    include: ["**/*.ts", "**/*.tsx"],
  }),
  "app/layout.tsx": `export const metadata = { title: "Minimal", description: "A minimal Next.js page." };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  "app/page.tsx": `export default function Page() {
  return (
    <main>
      <h1>A minimal page</h1>
      <p>One heading and one paragraph of text, long enough to be the largest contentful paint of
      the page, rendered by a server component and pre-rendered at build time.</p>
    </main>
  );
}
`,
};

fs.rmSync(dir, { recursive: true, force: true });
for (const [name, content] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
}
const build = spawnSync(next, ["build"], {
  cwd: dir,
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
if (build.status !== 0) process.exit(build.status ?? 1);

async function measure(label, out) {
  const server = spawn(next, ["start", "-p", args.port, "-H", "127.0.0.1"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  try {
    await waitUntilAnswering(`${base}/`, { child: server });
    console.log(`\n▶ Minimal Next.js page, ${label}`);
    const run = spawnSync(
      process.execPath,
      [
        "scripts/lighthouse.mjs",
        ...["--base", base, "--routes", "/", "--runs", args.runs, "--no-desktop", "--out", out],
      ],
      { stdio: "inherit" },
    );
    if (run.status !== 0) throw new Error(`lighthouse.mjs exited with ${run.status}`);
  } finally {
    await stopChild(server);
  }
}

await measure("as Next.js writes it", "reports/lighthouse-floor.md");
const page = path.join(buildLayout(dir).appDir, fileOfRoute("/"));
const deferred = deferScripts(fs.readFileSync(page, "utf8"));
if (!deferred.changed) throw new Error("the paint-first step found no script to move");
fs.writeFileSync(page, deferred.html);
await measure("after the paint-first step", "reports/lighthouse-floor-paint-first.md");
