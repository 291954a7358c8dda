// @vitest-environment node
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

import { AiPricingPage } from "./ai-pricing-page";
import { AiServicePage, type AiServiceSlug } from "./ai-service-page";
import { PricingPage } from "./pricing-page";

type Render = (locale: Locale) => React.ReactElement;

const slugs: AiServiceSlug[] = ["conversational-ai", "website-builder", "automation", "custom-ai"];

/** Every page that shows plan cards, rendered as the build renders it. */
const pages: [string, Render][] = [
  ["/pricing", (locale) => <PricingPage locale={locale} />],
  ["/ai-services/pricing", (locale) => <AiPricingPage locale={locale} />],
  ...slugs.map((slug): [string, Render] => [
    `/services/${slug}`,
    (locale) => <AiServicePage slug={slug} locale={locale} />,
  ]),
];

const count = (html: string, text: string) => html.split(text).length - 1;

describe('"Most Popular"', () => {
  const { popular } = copyIn("en", "ui").sectionCopy.pricing;

  it.each(pages)("%s shows it at most once, in either language", (_path, render) => {
    const html = renderToStaticMarkup(render("en"));
    expect(count(html, popular)).toBeLessThanOrEqual(1);
    expect(count(html, 'data-plan-badge="popular"')).toBeLessThanOrEqual(1);
    const arabic = renderToStaticMarkup(render("ar"));
    expect(count(arabic, 'data-plan-badge="popular"')).toBeLessThanOrEqual(1);
  });

  it("/pricing shows it once, and every other group's pick says what is true of it", () => {
    const html = renderToStaticMarkup(<PricingPage locale="en" />);
    expect(count(html, popular)).toBe(1);
    const groups = copyIn("en", "plans").planGroups;
    for (const group of groups.filter((candidate) => !candidate.mostPopular)) {
      expect(html).toMatch(new RegExp(`data-plan-badge="pick"[^>]*>${group.pickLabel}<`));
    }
  });
});
