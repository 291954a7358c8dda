#!/usr/bin/env node
// Build step after `next build` (see scripts/lib/paint-first.mjs): every pre-rendered page loads
// the framework's scripts after its first contentful paint. Fails when no page had scripts to
// move, which would mean Next.js changed how it writes them and this step silently did nothing.
// Ends by writing the paint-first manifest (every page as it left this step), without which
// server.mjs refuses to serve the build.
import fs from "node:fs";

import {
  buildId,
  buildLayout,
  builtPages,
  writePaintFirstManifest,
} from "../src/lib/build/build-output.mjs";
import { deferScripts } from "./lib/paint-first.mjs";

const layout = buildLayout();
if (buildId(layout) === null) {
  console.error("No build found: run `next build` first.");
  process.exit(2);
}

const pages = [];
let changed = 0;
let already = 0;
for (const page of builtPages(layout)) {
  const result = deferScripts(page.html);
  if (result.changed) {
    fs.writeFileSync(page.file, result.html);
    changed += 1;
  } else if (result.sources.length > 0) {
    already += 1;
  }
  pages.push({ route: page.route, html: result.html });
}
console.log(
  `Paint first: ${changed} pre-rendered pages rewritten, ${already} already were, of ${pages.length}.`,
);
if (changed + already === 0) {
  console.error(
    "Paint first: no page had Next.js script tags to move; check scripts/lib/paint-first.mjs.",
  );
  process.exit(1);
}
writePaintFirstManifest(layout, pages);
