#!/usr/bin/env node
// Build step after `next build` (see scripts/lib/paint-first.mjs): every pre-rendered page loads
// the framework's scripts after its first contentful paint. Fails when no page had scripts to
// move, which would mean Next.js changed how it writes them and this step silently did nothing.
import fs from "node:fs";
import path from "node:path";

import { deferScripts } from "./lib/paint-first.mjs";

const appDir = path.join(process.cwd(), ".next", "server", "app");
if (!fs.existsSync(appDir)) {
  console.error("No build found: run `next build` first.");
  process.exit(2);
}

const files = fs
  .readdirSync(appDir, { recursive: true })
  .filter((name) => name.endsWith(".html"))
  .map((name) => path.join(appDir, name));

let changed = 0;
let already = 0;
for (const file of files) {
  const result = deferScripts(fs.readFileSync(file, "utf8"));
  if (result.changed) {
    fs.writeFileSync(file, result.html);
    changed += 1;
  } else if (result.sources.length > 0) {
    already += 1;
  }
}
console.log(
  `Paint first: ${changed} pre-rendered pages rewritten, ${already} already were, of ${files.length}.`,
);
if (changed + already === 0) {
  console.error(
    "Paint first: no page had Next.js script tags to move; check scripts/lib/paint-first.mjs.",
  );
  process.exit(1);
}
