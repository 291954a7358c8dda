import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { aiModels } from "@/content/ai/models-data";

import { modelsCopy } from "./models-copy";
import { ModelsView } from "./models-view";

const { copy } = modelsCopy("en");

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

describe("ModelsView", () => {
  it("says 'Loading AI models...' while the list is pending", () => {
    const html = renderToStaticMarkup(<ModelsView copy={copy} state={{ status: "loading" }} />);
    expect(text(html)).toBe("Loading AI models...");
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('role="status"');
  });

  it("says 'Failed to load AI models' with a Try Again button on error", () => {
    const html = renderToStaticMarkup(<ModelsView copy={copy} state={{ status: "error" }} />);
    expect(text(html)).toContain("Failed to load AI models");
    expect(html).toMatch(/<button[^>]*>Try Again<\/button>/);
    expect(html).toContain('role="alert"');
  });

  it("says 'No AI models available at the moment.' when the list is empty", () => {
    const html = renderToStaticMarkup(
      <ModelsView copy={copy} state={{ status: "ready", models: [] }} />,
    );
    expect(text(html)).toBe("No AI models available at the moment.");
  });

  it("lists every model with Try Now, disabled only for Coming Soon", () => {
    const html = renderToStaticMarkup(
      <ModelsView copy={copy} state={{ status: "ready", models: aiModels }} />,
    );
    for (const model of aiModels) {
      expect(text(html)).toContain(model.name);
      expect(text(html)).toContain(model.description);
    }
    const buttons = html.match(/<button[^>]*>Try Now/g) ?? [];
    expect(buttons).toHaveLength(aiModels.length);
    const disabled = buttons.filter((button) => / disabled=""/.test(button));
    expect(disabled).toHaveLength(aiModels.filter((m) => m.status === "Coming Soon").length);
    expect(text(html)).not.toContain("Loading AI models...");
  });

  it("without JavaScript, Try Now links to the demo request page, except for Coming Soon", () => {
    const html = renderToStaticMarkup(
      <ModelsView
        copy={copy}
        state={{ status: "ready", models: aiModels }}
        tryHref="/ai-services/contact"
      />,
    );
    const comingSoon = aiModels.filter((m) => m.status === "Coming Soon").length;
    const links = html.match(/<a [^>]*href="\/ai-services\/contact"[^>]*>Try Now/g) ?? [];
    expect(links).toHaveLength(aiModels.length - comingSoon);
    const buttons = html.match(/<button[^>]*>Try Now/g) ?? [];
    expect(buttons).toHaveLength(comingSoon);
    expect(buttons.every((button) => / disabled=""/.test(button))).toBe(true);
  });
});
