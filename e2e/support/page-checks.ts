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
 * Collects console errors (CSP refusals included), hydration warnings, uncaught page errors
 * and every response with an error status.
 */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("response", (response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    problems.push(`failed response: ${response.status()} ${url.pathname}${url.search}`);
  });
  page.on("console", (message) => {
    const text = message.text();
    const isHydration = /hydrat/i.test(text);
    if (message.type() === "error" || isHydration) problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return {
    /** Everything collected so far. */
    unexpected(): string[] {
      return problems;
    },
  };
}
