// @vitest-environment node
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as en from "@/content/ai/service-pages";
import * as visuals from "@/content/visuals";

import { AiServicePage, type AiServiceSlug } from "./ai-service-page";

const captions = {
  chat: visuals.chatVisual.caption,
  builder: visuals.builderVisual.caption,
  automation: visuals.automationVisual.caption,
  dashboard: visuals.dashboardVisual.caption,
  migration: visuals.migrationVisual.caption,
} as const;

const compactCaptions = {
  chat: visuals.chatVisual.compactCaption,
  builder: visuals.builderVisual.compactCaption,
  automation: visuals.automationVisual.compactCaption,
  dashboard: visuals.dashboardVisual.compactCaption,
  migration: visuals.migrationVisual.compactCaption,
} as const;

const slugs = Object.keys(en.aiServicePages) as AiServiceSlug[];

describe("an AI service page's visual", () => {
  it.each(["conversational-ai", "automation"] as const)(
    "%s sets a features section beside its visual, shown once, in either language",
    (slug) => {
      for (const locale of ["en", "ar"] as const) {
        const html = renderToStaticMarkup(<AiServicePage slug={slug} locale={locale} />);
        expect(html.split("data-spotlight=").length - 1).toBe(1);
        expect(html.split("<figure").length - 1).toBeGreaterThanOrEqual(1);
        const section = /data-spotlight="[a-z]+"(.*?)<\/section>/s.exec(html)?.[1] ?? "";
        expect(section).toContain("<figure");
      }
      const html = renderToStaticMarkup(<AiServicePage slug={slug} locale="en" />);
      const caption = compactCaptions[en.aiServicePages[slug].visual];
      expect(html.split(caption.replaceAll("'", "&#x27;")).length - 1).toBe(1);
    },
  );

  it.each(slugs.filter((slug) => !["conversational-ai", "automation"].includes(slug)))(
    "%s shows its visual under the hero",
    (slug) => {
      const html = renderToStaticMarkup(<AiServicePage slug={slug} locale="en" />);
      expect(html).not.toContain("data-spotlight=");
      const caption = captions[en.aiServicePages[slug].visual];
      expect(html.split(caption.replaceAll("'", "&#x27;")).length - 1).toBe(1);
    },
  );
});
