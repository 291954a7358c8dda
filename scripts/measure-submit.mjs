#!/usr/bin/env node
// Round trip of a contact-form submission on the embedded database: starts the production
// server on 127.0.0.1 with a throw-away DATA_DIR, sends N sequential form POSTs exactly as a
// browser with JavaScript off does (the page's hidden action fields included), checks each
// answer is the thank-you page, counts the stored rows afterwards and prints median/p95/max.
// Usage: node scripts/measure-submit.mjs [count=200]   (needs `next build` first)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const COUNT = Number(process.argv[2] ?? 200);
const PORT = Number(process.env.MEASURE_PORT ?? 3310);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-measure-"));
const deadline = Date.now() + 10 * 60_000;

const server = spawn("node", ["server.mjs"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    NEXT_TELEMETRY_DISABLED: "1",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForHealth() {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy");
}

function hiddenActionFields(html) {
  const fields = [];
  for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1] ?? "";
    if (name?.startsWith("$ACTION"))
      fields.push([name, value.replace(/&quot;/g, '"').replace(/&amp;/g, "&")]);
  }
  return fields;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  await waitForHealth();
  const page = await (await fetch(`${BASE}/contact`)).text();
  const actionFields = hiddenActionFields(page);
  if (actionFields.length === 0) throw new Error("no server-action fields found in /contact");
  const tokens = [];
  for (let i = 0; i < COUNT; i += 1) {
    tokens.push((await (await fetch(`${BASE}/forms/token?form=contact`)).json()).token);
  }
  await new Promise((resolve) => setTimeout(resolve, 3_100)); // the time trap's minimum

  const times = [];
  for (let i = 0; i < COUNT && Date.now() < deadline; i += 1) {
    const body = new FormData();
    for (const [name, value] of actionFields) body.append(name, value);
    body.append("_token", tokens[i]);
    body.append("_source", "/contact");
    body.append("website", "");
    body.append("firstName", "Measure");
    body.append("lastName", `Run ${i}`);
    body.append("email", `measure.${i}@example.com`);
    body.append("message", "Round-trip measurement");
    const started = performance.now();
    const response = await fetch(`${BASE}/contact`, {
      method: "POST",
      body,
      headers: { Origin: BASE, "X-Forwarded-For": `10.77.${i >> 8}.${i & 255}` },
    });
    const html = await response.text();
    times.push(performance.now() - started);
    if (!html.includes("Thank you, your message is on its way")) {
      throw new Error(`submission ${i}: no thank-you (HTTP ${response.status})`);
    }
  }
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));

  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  const rows = (await db.query("select count(*)::int as n from leads")).rows[0].n;
  await db.close();

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
  if (server.exitCode === null) server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
