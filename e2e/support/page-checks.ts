import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "experimental"];

/**
 * The site's chrome: the header (with its drawer) and the footer, the same components on every
 * page. Checked in full on each template's sample in all four modes (e2e/routes.spec.ts).
 */
export const CHROME_SELECTORS = ["header[data-site-header]", "footer[data-site-footer]"];

/**
 * Runs axe on the page and fails with a readable list of violations. `exclude` leaves regions
 * out (the chrome, when it is checked elsewhere); the page-level rules (title, language,
 * landmarks) still run.
 */
export async function expectNoAxeViolations(page: Page, label: string, exclude: string[] = []) {
  // Only the violations are wanted: axe then details no passing or incomplete node, which on
  // pages of thousands of elements is much of its time (axe-core's resultTypes option).
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
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

/**
 * Visible controls that do nothing without script: a button that neither submits a form, nor
 * drives a dialog or popover through the platform (`commandfor`, `popovertarget`), nor is a code
 * sample's copy button while the site's inline script runs, nor is a
 * disabled button with an explanation (a description, a title, or words for screen readers
 * beyond its visible text). `excluded` lists selectors of regions left out of the check.
 */
export async function deadControls(page: Page, excluded: string[] = []): Promise<string[]> {
  return page.evaluate((excludedSelectors) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"]',
    );
    const dead: string[] = [];
    for (const control of controls) {
      if (excludedSelectors.some((selector) => control.closest(selector))) continue;
      const box = control.getBoundingClientRect();
      const visible =
        box.width > 0 && box.height > 0 && control.checkVisibility({ visibilityProperty: true });
      if (!visible) continue;
      const submits =
        (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
        control.type === "submit" &&
        control.form !== null;
      const drivesPlatform =
        control instanceof HTMLButtonElement &&
        ((control.hasAttribute("commandfor") &&
          document.getElementById(control.getAttribute("commandfor") ?? "") !== null) ||
          (control.hasAttribute("popovertarget") &&
            document.getElementById(control.getAttribute("popovertarget") ?? "") !== null));
      // A code sample's copy button works through the site's inline script (copy-script.ts),
      // which marks html[data-scripted] when it runs.
      const drivenByInlineScript =
        control.matches("button[data-copy-code]") &&
        document.documentElement.hasAttribute("data-scripted");
      const disabled =
        (control as HTMLButtonElement).disabled || control.getAttribute("aria-disabled") === "true";
      const described = (control.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .some((id) => (document.getElementById(id)?.textContent ?? "").trim() !== "");
      const spoken = [...control.querySelectorAll(".sr-only")].some(
        (node) => (node.textContent ?? "").trim() !== "",
      );
      if (
        submits ||
        drivesPlatform ||
        drivenByInlineScript ||
        (disabled && (described || spoken || control.title))
      ) {
        continue;
      }
      dead.push(control.outerHTML.slice(0, 160));
    }
    return dead;
  }, excluded);
}
