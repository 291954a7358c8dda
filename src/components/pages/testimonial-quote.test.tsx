// @vitest-environment node
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as aiLanding from "@/content/ai/landing";
import * as home from "@/content/home";
import { featuredTestimonial } from "@/content/testimonials";
import { portraitPath } from "@/lib/portraits";

import { AiLandingPage } from "./ai-landing-page";
import { HomePage } from "./home-page";

const pages = [
  ["the home page", HomePage, home.homeTestimonials.items],
  ["the AI landing", AiLandingPage, aiLanding.aiTestimonials.items],
] as const;

describe("the large quote", () => {
  it.each(pages)(
    "%s sets its case-study testimonial large, with its portrait and link, once, in either language",
    (_page, Page, items) => {
      const { featured } = featuredTestimonial(items);
      for (const locale of ["en", "ar"] as const) {
        const html = renderToStaticMarkup(<Page locale={locale} />);
        const quote = /<figure class="[^"]*max-w-5xl[^"]*">(.*?)<\/figure>/s.exec(html)?.[1] ?? "";
        expect(quote).toContain(`src="${portraitPath(featured.name)}"`);
        expect(quote).toContain(`href="${featured.caseStudy}"`);
        expect(quote).toContain(featured.company);
        // Not repeated in the cards or carousel after it.
        expect(html.split(`src="${portraitPath(featured.name)}"`)).toHaveLength(2);
      }
    },
  );
});
