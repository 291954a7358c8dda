import { defineConfig } from "@playwright/test";

import { chromePath, chromiumArgs } from "./scripts/lib/chromium.mjs";

/**
 * The pseudo-locale check (scripts/test.sh, "Pseudo-locale"): against a build made with
 * NEXT_PUBLIC_PSEUDO_LOCALE=1, which adds accented English under /xa through the locale
 * registry alone (src/config/locales.ts). Only e2e/pseudo-locale.spec.ts runs here; the main
 * configuration leaves it out.
 */
const port = Number(process.env.PSEUDO_PORT ?? 3300);

export default defineConfig({
  testDir: "e2e",
  testMatch: /pseudo-locale\.spec\.ts$/,
  // One worker, as the main configuration (playwright.config.ts says why).
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/pseudo.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromePath, args: chromiumArgs },
  },
  webServer: {
    command: "node server.mjs",
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_PUBLIC_PSEUDO_LOCALE: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: ".data-test/pseudo",
      SESSION_SECRET: "pseudo-session-secret-that-is-long-enough-0123456789",
      FORM_SECRET: "pseudo-form-secret-that-is-long-enough-0123456789",
    },
  },
});
