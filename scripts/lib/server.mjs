// Starting and stopping the production server (or another HTTP server) from the repo's scripts:
// the Lighthouse table, the HTML validity check, the reliability checks, the speed floor.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { buildId, buildLayout } from "../../src/lib/build/build-output.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Resolves once `url` answers: with a 2xx status, or with any status when `anyStatus`. Rejects
 * when `child` (if given) exits first, or after `timeoutMs`.
 */
export async function waitUntilAnswering(
  url,
  { child, timeoutMs = 90_000, anyStatus = false } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && hasExited(child)) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before ${url}`);
    }
    try {
      const response = await fetch(url, { redirect: "manual" });
      await response.arrayBuffer();
      if (anyStatus || response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resolves when the child has exited, or with false after `timeoutMs`. */
export function exited(child, timeoutMs) {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM (server.mjs closes the database), then SIGKILL if it has not exited in `graceMs`. */
export async function stopChild(child, graceMs = 15_000) {
  if (hasExited(child)) return;
  child.kill("SIGTERM");
  if (!(await exited(child, graceMs))) {
    child.kill("SIGKILL");
    await exited(child, 5_000);
  }
}

/** Spawns `node server.mjs` in production mode on 127.0.0.1:`port`, `env` on top. */
export function spawnServer({ port, env = {}, stdio = ["ignore", "ignore", "inherit"] }) {
  return spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...env,
    },
    stdio,
  });
}

/**
 * `node server.mjs` in production mode on 127.0.0.1:`port`, with a throw-away data directory
 * unless `env.DATA_DIR` is given. Resolves once `/health` answers 200 (any answer to `/` when
 * `healthy` is false); `stop()` ends it and removes the throw-away directory.
 */
export async function startProductionServer({
  port,
  env = {},
  stdio = ["ignore", "ignore", "inherit"],
  healthy = true,
}) {
  if (buildId(buildLayout()) === null) throw new Error("No build found: run `npm run build`.");
  const ownDataDir = env.DATA_DIR
    ? null
    : fs.mkdtempSync(path.join(os.tmpdir(), "cw-server-data-"));
  const child = spawnServer({
    port,
    env: { ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...env },
    stdio,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(healthy ? `${base}/health` : `${base}/`, {
      child,
      anyStatus: !healthy,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, port, base, stop };
}
