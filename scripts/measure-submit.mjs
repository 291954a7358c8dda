#!/usr/bin/env node
// Round trip of a contact-form submission on the embedded database: starts the production
// server on 127.0.0.1 with a throw-away DATA_DIR, sends N sequential form POSTs exactly as a
// browser with JavaScript off does (the page's hidden action fields included), checks each
// answer is the thank-you page, counts the stored rows afterwards and prints median/p95/max.
// Usage: node scripts/measure-submit.mjs [count=200]   (needs `npm run build` first)
import {
  actionFieldsOf,
  clientAddress,
  contactFields,
  percentile,
  postContact,
} from "./reliability/client.mjs";
import {
  cleanup,
  guard,
  startServer,
  stopServer,
  tempDir,
  withPglite,
} from "./reliability/harness.mjs";
import { tokens } from "./reliability/load.mjs";

const COUNT = Number(process.argv[2] ?? 200);
const PORT = Number(process.env.MEASURE_PORT ?? 3310);
guard(10 * 60_000);

try {
  const dataDir = tempDir("measure");
  const server = await startServer({ port: PORT, env: { DATA_DIR: dataDir, TRUST_PROXY: "1" } });
  const actionFields = await actionFieldsOf(server.base, "/contact");
  const tokenList = await tokens(server.base, COUNT, (i) => clientAddress(i, 10));

  const times = [];
  for (let i = 0; i < COUNT; i += 1) {
    const result = await postContact(server.base, {
      actionFields,
      token: tokenList[i],
      fields: contactFields(`measure.${i}`, { firstName: "Measure", lastName: `Run ${i}` }),
      ip: clientAddress(i, 10),
    });
    times.push(result.ms);
    if (result.answer !== "success") {
      throw new Error(`submission ${i}: no thank-you (HTTP ${result.status})`);
    }
  }
  await stopServer(server);
  const rows = await withPglite(
    dataDir,
    async (db) => (await db.query("select count(*)::int as n from leads")).rows[0].n,
  );

  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `contact submissions (JavaScript off, sequential, embedded database): ${times.length}`,
  );
  console.log(`rows stored: ${rows}`);
  console.log(
    `round trip ms: median ${percentile(sorted, 50).toFixed(1)}, p95 ${percentile(sorted, 95).toFixed(1)}, max ${sorted.at(-1).toFixed(1)}`,
  );
  if (rows !== times.length) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
