// The suite's closing line: every test and check counted from the runners' own result files
// (Vitest and Playwright JSON reporters, the reliability and memory reports), as
// "N passed, N failed, N skipped".
import { readFileSync } from "node:fs";

const read = (file) => JSON.parse(readFileSync(file, "utf8"));

function vitest() {
  const r = read("reports/vitest.json");
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

function playwright() {
  const { stats } = read("reports/playwright.json");
  // A flaky test failed at least once: it counts as failed here, never as passed.
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

function pseudoLocale() {
  const { stats } = read("reports/pseudo.json");
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

function reliability() {
  const r = read("reports/reliability.json");
  return { passed: r.passed, failed: r.failed, skipped: 0 };
}

function memory() {
  const r = read("reports/memory.json");
  return { passed: r.passed, failed: r.failed, skipped: 0 };
}

/** The ten slowest browser tests, from the Playwright JSON report's per-test durations. */
function slowestBrowserTests(count = 10) {
  const tests = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const duration = spec.tests
        .flatMap((test) => test.results)
        .reduce((sum, r) => sum + r.duration, 0);
      tests.push({ title: [...titles, spec.title].join(" › "), file: spec.file, duration });
    }
    for (const child of suite.suites ?? [])
      visit(child, suite.title ? [...titles, suite.title] : titles);
  };
  for (const suite of read("reports/playwright.json").suites) visit(suite, []);
  return tests.sort((a, b) => b.duration - a.duration).slice(0, count);
}

console.log("Slowest browser tests:");
for (const { title, duration } of slowestBrowserTests()) {
  console.log(`  ${(duration / 1000).toFixed(1).padStart(6)} s  ${title}`);
}

const parts = {
  "Unit tests (Vitest)": vitest(),
  "Browser tests (Playwright)": playwright(),
  "Pseudo-locale build (Playwright)": pseudoLocale(),
  "Reliability checks": reliability(),
  "Memory budget (cases)": memory(),
};
const total = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts] of Object.entries(parts)) {
  console.log(
    `${name}: passed ${counts.passed}, failed ${counts.failed}, skipped ${counts.skipped}`,
  );
  for (const key of Object.keys(total)) total[key] += counts[key];
}
// The very last line of npm test: the plain count, nothing before or after it.
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = total.failed === 0 && total.skipped === 0 ? 0 : 1;
