import { defineConfig } from "@playwright/test";

import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./e2e/support/admin-account";
import { chromePath, chromiumArgs } from "./scripts/lib/chromium.mjs";
import { TEST_WEBHOOK_SECRET } from "./scripts/lib/webhook-receiver.mjs";

const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;
const sinks = {
  smtp: Number(process.env.E2E_SMTP_PORT ?? port + 51),
  hooks: Number(process.env.E2E_HOOK_PORT ?? port + 52),
  api: Number(process.env.E2E_SINKS_PORT ?? port + 53),
};
// e2e/support/sinks.ts reads the API port from here.
process.env.E2E_SINKS_PORT = String(sinks.api);
// The time trap's minimum fill time, for the server and for the tests' waits (MIN_FILL_MS in
// src/lib/forms/token.ts reads it in both): 1 s where visitors get 3, since a submission waits
// for its token's age and the suite sends about a hundred. The time trap itself is tested with
// it (forms.spec.ts), and with the default in the unit tests.
process.env.FORM_MIN_FILL_MS ??= "1000";

export default defineConfig({
  testDir: "e2e",
  // Runs against the pseudo-locale build only (playwright.pseudo.config.ts).
  testIgnore: /pseudo-locale\.spec\.ts$/,
  fullyParallel: true,
  // One worker: a page load keeps both cores busy (the renderer, the browser process, the
  // server), so a second worker only shares them: the whole suite took 15.4 minutes with one
  // and 16.9 with two, whose tests each ran 2.2 times as long (docs/testing.md).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The JSON result feeds the suite's closing "N passed, N failed" line (scripts/test-summary.mjs).
  reporter: [
    ["list"],
    ["json", { outputFile: "reports/playwright.json" }],
    ...(process.env.CI ? [["html", { open: "never" }] as const] : []),
  ],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: chromePath,
      args: chromiumArgs,
    },
    // Recording a trace costs about a fifth of the browser suite's time, for every test, failing
    // or not: E2E_TRACE=1 turns it on when a failure needs one (docs/testing.md).
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
  },
  // The test SMTP server and webhook receiver first (scripts/test-sinks.mjs): the site sends
  // its mail and webhooks there, and e2e/support/sinks.ts reads back what arrived.
  webServer: [
    {
      command: "node scripts/test-sinks.mjs",
      url: `http://127.0.0.1:${sinks.api}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        E2E_SMTP_PORT: String(sinks.smtp),
        E2E_HOOK_PORT: String(sinks.hooks),
        E2E_SINKS_PORT: String(sinks.api),
        WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      },
    },
    {
      command: `node server.mjs`,
      url: `${baseURL}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        PORT: String(port),
        HOST: "127.0.0.1",
        TRUST_PROXY: "1",
        DATA_DIR: process.env.E2E_DATA_DIR ?? ".data-test/e2e",
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
        FORM_SECRET: "e2e-form-secret-that-is-long-enough-0123456789",
        FORM_MIN_FILL_MS: process.env.FORM_MIN_FILL_MS,
        SMTP_URL: `smtp://127.0.0.1:${sinks.smtp}`,
        WEBHOOK_URL: `http://127.0.0.1:${sinks.hooks}/hooks`,
        WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        OUTBOX_POLL_MS: "1000",
      },
    },
  ],
});
