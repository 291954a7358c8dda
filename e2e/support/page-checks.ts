import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "experimental"];

/** Runs axe on the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")} ${node.failureSummary ?? ""}`)
        .join("\n"),
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Collects console errors, hydration warnings and uncaught page errors. Failed loads of
 * routes that are still pending (their prefetches 404) are reported separately.
 */
export function watchConsole(page: Page, isPendingPath: (path: string) => boolean) {
  const problems: string[] = [];
  const failedNonPending: string[] = [];
  let failedPending = 0;
  page.on("response", (response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    if (isPendingPath(url.pathname)) failedPending += 1;
    else failedNonPending.push(`${response.status()} ${url.pathname}${url.search}`);
  });
  page.on("console", (message) => {
    const text = message.text();
    const isHydration = /hydrat/i.test(text);
    if (message.type() === "error" || isHydration) problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return {
    /** Problems that are not explained by a pending route's 404. */
    unexpected(): string[] {
      let allowance = failedPending;
      const rest = problems.filter((problem) => {
        if (allowance > 0 && problem.includes("Failed to load resource")) {
          allowance -= 1;
          return false;
        }
        return true;
      });
      return [...rest, ...failedNonPending.map((failure) => `failed response: ${failure}`)];
    },
  };
}
