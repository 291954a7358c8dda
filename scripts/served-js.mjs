#!/usr/bin/env node
// First-load JavaScript of pages as the server sends them, gzipped: for the pages rendered per
// request (the form pages), which scripts/js-budget.mjs cannot read from the build. Starts the
// production server, fetches each path, and sums the gzip sizes of the script files it loads (by
// tag or by its paint-first loader).
//   node scripts/served-js.mjs /contact /ar/contact     (after a build)
import zlib from "node:zlib";

import { pageScripts } from "./lib/paint-first.mjs";
import { startProductionServer } from "./lib/server.mjs";

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push("/contact", "/ar/contact");
const server = await startProductionServer({
  port: Number(process.env.SERVED_JS_PORT ?? 3395),
  env: { FORM_SECRET: "served-js-form-secret-0123456789-abcdefgh" },
});
try {
  console.log("| path | script files | gzip KB |\n|---|---:|---:|");
  for (const path of paths) {
    const html = await (await fetch(`${server.base}${path}`)).text();
    const sources = pageScripts(html);
    let bytes = 0;
    for (const source of sources) {
      const body = Buffer.from(await (await fetch(new URL(source, server.base))).arrayBuffer());
      bytes += zlib.gzipSync(body, { level: 9 }).length;
    }
    console.log(`| ${path} | ${sources.length} | ${(bytes / 1024).toFixed(1)} |`);
  }
} finally {
  await server.stop();
}
