// @vitest-environment node
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { formatPrice } from "@/content/plans";
import { copyIn } from "@/lib/i18n/copy";

import { PricingPage } from "./pricing-page";

describe("/pricing", () => {
  it.each(["en", "ar"] as const)(
    "draws its plan groups in varied layouts, never two alike in a row (%s)",
    (locale) => {
      const html = renderToStaticMarkup(<PricingPage locale={locale} />);
      const layouts = [...html.matchAll(/data-plan-layout="([a-z]+)"/g)].map((match) => match[1]);
      expect(layouts).toHaveLength(copyIn(locale, "plans").planGroups.length);
      expect(new Set(layouts)).toEqual(new Set(["cards", "slim", "table"]));
      layouts.slice(1).forEach((layout, index) => expect(layout).not.toBe(layouts[index]));
    },
  );

  it("sets the table group's plans as rows of a captioned table, with every price and feature", () => {
    const html = renderToStaticMarkup(<PricingPage locale="en" />);
    const [, id, section = ""] =
      /data-plan-group="([^"]+)" data-plan-layout="table"(.*?)<\/section>/s.exec(html) ?? [];
    const group = copyIn("en", "plans").planGroups.find((candidate) => candidate.id === id);
    expect(group).toBeDefined();
    expect(section).toContain("<caption");
    expect(section.split('<th scope="row"').length - 1).toBe(group!.plans.length);
    for (const plan of group!.plans) {
      expect(section).toContain(formatPrice(plan.price));
      for (const feature of plan.features) expect(section).toContain(feature);
    }
  });
});
