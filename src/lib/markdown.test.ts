import { describe, expect, it } from "vitest";

import { renderMarkdown } from "@/lib/markdown";

describe("renderMarkdown", () => {
  it("gives every code block keyboard focus, so that it can be scrolled without a mouse", async () => {
    const { html } = await renderMarkdown("Text\n\n```sh\nnpm install\n```\n\n    indented code\n");
    expect(html.match(/<pre tabindex="0">/g)).toHaveLength(2);
  });

  it("collects h2 and h3 headings with their ids", async () => {
    const { headings } = await renderMarkdown("## First part\n\n### A detail\n\n#### Too deep\n");
    expect(headings).toEqual([
      { depth: 2, text: "First part", id: "first-part" },
      { depth: 3, text: "A detail", id: "a-detail" },
    ]);
  });
});
