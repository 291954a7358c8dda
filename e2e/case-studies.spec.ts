import { type Page } from "@playwright/test";

import { localizeHref, type Locale } from "../src/config/locales";
import { caseStudyFacts } from "../src/content/case-study-facts";
import { getCaseStudies } from "../src/lib/collections/case-studies";
import { expect, pooledTest as test } from "./support/fixtures";
import { expectNoAxeViolations } from "./support/page-checks";

/*
 * The case studies: from the index a visitor follows a study's link to its page, which shows its
 * three numbers, its client's words and its structured data (an Article about the client,
 * published by the company); in each language, with axe on both pages, and with JavaScript off.
 * Every study page's status, heading and axe in both themes and widths: e2e/routes.spec.ts.
 */
test.use({ viewport: { width: 390, height: 844 } });

const locales = ["en", "ar"] as const;

/** Opens the index, follows the first study's link and checks what the study shows. */
async function followFirstStudy(page: Page, locale: Locale, axe: boolean) {
  const [study] = getCaseStudies(locale);
  if (!study) throw new Error("No case study");
  await page.goto(localizeHref("/case-studies", locale));
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(
    getCaseStudies(locale).length,
  );
  if (axe) await expectNoAxeViolations(page, `/case-studies (${locale})`);

  await page.getByRole("link", { name: study.data.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${localizeHref(study.href, locale)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.data.title);
  const results = page.locator("section[aria-labelledby='results-heading'] dd");
  await expect(results).toHaveText(study.outcomes.map((outcome) => outcome.value));
  await expect(page.getByRole("main").locator("blockquote")).toContainText(study.quote.content);
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const article = data.find((item) => item["@type"] === "Article");
  expect(article?.about?.name).toBe(caseStudyFacts[study.id].company);
  expect(article?.publisher?.["@id"]).toMatch(/#organization$/);
  expect(data.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
  if (axe) await expectNoAxeViolations(page, `${study.href} (${locale})`);
}

for (const locale of locales) {
  test(`the index leads to a study with its numbers, quote and data, no axe violation (${locale})`, async ({
    page,
  }) => {
    await followFirstStudy(page, locale, true);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the index leads to a study with its numbers, quote and data, in both languages", async ({
    page,
  }) => {
    for (const locale of locales) await followFirstStudy(page, locale, false);
  });
});
