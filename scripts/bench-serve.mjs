#!/usr/bin/env node
// Throughput side by side: the same kind of page from several servers, loaded in turn (A B A B
// ...) by autocannon with keep-alive connections, so that the machine's drift hits all alike;
// prints the median requests per second of each URL, and the servers' resident memory when
// their process ids are given. Compare only within one run.
//
// usage: node scripts/bench-serve.mjs [--rounds 3] [--seconds 10] [--connections 20]
//          [--encoding gzip] [--pid URL=PID ...] URL [URL ...]
// e.g. (the site on 3000, the peer's build on 4100 by ../shared/bench/serve-static.mjs):
//   node scripts/bench-serve.mjs http://127.0.0.1:4100/services/ http://127.0.0.1:3000/services
import fs from "node:fs";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

const { values, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    encoding: { type: "string", default: "gzip" },
    pid: { type: "string", multiple: true, default: [] },
  },
});
if (urls.length === 0) {
  console.error("usage: node scripts/bench-serve.mjs [options] URL [URL ...]");
  process.exit(2);
}
const pids = new Map(
  values.pid.map((pair) => [
    pair.slice(0, pair.lastIndexOf("=")),
    pair.slice(pair.lastIndexOf("=") + 1),
  ]),
);

/** A process's resident memory in MB (Linux), or NaN. */
function residentMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

const results = new Map(urls.map((url) => [url, { rates: [], errors: 0, bytes: [], rss: [] }]));
for (let round = 0; round < Number(values.rounds); round++) {
  for (const url of urls) {
    const run = await autocannon({
      url,
      connections: Number(values.connections),
      duration: Number(values.seconds),
      headers: values.encoding ? { "accept-encoding": values.encoding } : {},
    });
    const result = results.get(url);
    result.rates.push(run.requests.average);
    result.errors += run.errors + run.non2xx;
    result.bytes.push(run.throughput.average / Math.max(run.requests.average, 1));
    if (pids.has(url)) result.rss.push(residentMb(pids.get(url)));
  }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];
console.log(
  `| url (${values.connections} connections, Accept-Encoding: ${values.encoding || "none"}, median of ${values.rounds} × ${values.seconds} s) | requests/s | bytes/response | errors or non-2xx | RSS after each round (MB) |`,
);
console.log("|---|---|---|---|---|");
for (const [url, result] of results) {
  const rss = result.rss.length ? result.rss.map((mb) => mb.toFixed(0)).join(", ") : "—";
  console.log(
    `| ${url} | ${median(result.rates).toFixed(0)} | ${median(result.bytes).toFixed(0)} | ${result.errors} | ${rss} |`,
  );
}
