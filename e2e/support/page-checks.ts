import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { expect, type ConsoleMessage, type Page, type Response } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/**
 * Every rule of these tags: WCAG 2.0 to 2.2 A and AA, axe's best practices (landmarks, heading
 * order, one main...) and its experimental rules. axe-core runs in the page itself: its minified
 * source is evaluated once per document (or by an init script for a whole context, AXE_SOURCE)
 * and `axe.run` called directly. Not through @axe-core/playwright's AxeBuilder, which opens a
 * blank page and injects the source twice per analysis (3 s against 0.5 s a page here), and
 * whose `options()` replaced the tags set by `withTags()`, so that only axe's default rules ran
 * (docs/testing.md).
 */
const AXE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
  "experimental",
];

/** axe-core's minified source, for `page.evaluate` or `context.addInitScript`. */
export const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * The site's chrome: the header (with its drawer) and the footer, the same components on every
 * page. Checked in full on each template's sample in all four modes (e2e/routes.spec.ts).
 */
export const CHROME_SELECTORS = ["header[data-site-header]", "footer[data-site-footer]"];

type Violation = { id: string; impact: string; help: string; nodes: string[] };

/**
 * Runs axe on the page and fails with a readable list of violations. `exclude` leaves regions
 * out (the chrome, when it is checked elsewhere); the page-level rules (title, language,
 * landmarks) still run.
 */
export async function expectNoAxeViolations(page: Page, label: string, exclude: string[] = []) {
  // After a client-side navigation (the inbox's links), the new page's <title> is written a
  // moment after its content: axe waits for it rather than reading the gap. A page without a
  // title still fails, here.
  await expect(page, `${label} has a title`).toHaveTitle(/\S/);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: "tag", values: AXE_TAGS },
    // Only the violations are wanted: axe then details no passing or incomplete node, which on
    // pages of thousands of elements is much of its time.
    resultTypes: ["violations"],
  };
  const violations = await page.evaluate(
    async ({ exclude, options }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
      ).axe;
      const context =
        exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
      const results = await axe.run(context, options);
      return results.violations.map((violation): Violation => ({
        id: violation.id,
        impact: violation.impact ?? "",
        help: violation.help,
        nodes: violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(" ")} ${node.failureSummary ?? ""}`),
      }));
    },
    { exclude, options },
  );
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node}`).join("\n"),
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Collects console errors (CSP refusals included), hydration warnings, uncaught page errors
 * and every response with an error status.
 */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    problems.push(`failed response: ${response.status()} ${url.pathname}${url.search}`);
  };
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    const isHydration = /hydrat/i.test(text);
    if (message.type() === "error" || isHydration) problems.push(`${message.type()}: ${text}`);
  };
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  page.on("response", onResponse);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return {
    /** Everything collected so far. */
    unexpected(): string[] {
      return problems;
    },
    /** Stops listening (a page reused by the next test). */
    stop() {
      page.off("response", onResponse);
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
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
      // A code sample's copy button, a tab of HTML tabs, a set-up carousel's controls and the
      // sign-in form's password toggle work through the site's inline script (copy-script.ts,
      // tabs-script.ts, carousel-script.ts, sign-in-script.ts), which marks html[data-scripted].
      const drivenByInlineScript =
        control.matches(
          'button[data-copy-code], [data-tabs] [role="tab"], section[data-carousel][data-ready] button, button[data-password-toggle]',
        ) && document.documentElement.hasAttribute("data-scripted");
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
