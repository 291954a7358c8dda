import { spawn, type ChildProcess } from "node:child_process";

import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin-account";

/**
 * A production server of a test's own, on its own port and data directory (its own database),
 * for what must not touch the shared e2e server: rows written while it is stopped, a moved
 * clock, limits that would pause every other spec. No mail server and no webhooks (messages go
 * to `.eml` files); `env` adds or overrides variables.
 */
export function ownServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    NEXT_TELEMETRY_DISABLED: "1",
    ...env,
  };
  delete serverEnv.SMTP_URL;
  delete serverEnv.WEBHOOK_URL;
  const start = async (): Promise<ChildProcess> => {
    const child = spawn("node", ["server.mjs"], { env: serverEnv, stdio: "ignore" });
    for (let i = 0; i < 150; i += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill("SIGKILL");
    throw new Error("server did not start");
  };
  const stop = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { start, stop };
}
