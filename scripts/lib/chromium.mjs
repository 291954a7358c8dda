// The system Chromium (Debian package `chromium`, installed by scripts/ensure-system-packages.sh) and the
// flags it needs on this kind of machine: headless, no sandbox (root in a VM), no GPU, and no
// traffic to Google's services. Used by Playwright (playwright.config.ts) and Lighthouse.
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
