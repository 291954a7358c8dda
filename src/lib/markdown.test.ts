import { describe, expect, it } from "vitest";

import { headingIdsOf, renderMarkdown } from "@/lib/markdown";

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

  it("leaves English links as written", async () => {
    const { html } = await renderMarkdown("[Contact](/contact) and [docs](/docs#sdks).");
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="/docs#sdks"');
  });

  it("gives an Arabic text's internal links the /ar prefix, and keeps the others", async () => {
    const { html } = await renderMarkdown(
      "[تواصل](/contact) [الرئيسية](/) [بريد](mailto:a@b.c) [خارجي](https://x.org/y) [أيقونة](/icons.svg#x) [فقرة](#intro)",
      { locale: "ar" },
    );
    expect(html).toContain('href="/ar/contact"');
    expect(html).toContain('href="/ar"');
    expect(html).toContain('href="mailto:a@b.c"');
    expect(html).toContain('href="https://x.org/y"');
    expect(html).toContain('href="/icons.svg#x"');
    expect(html).toContain('href="#intro"');
  });

  it("gives a translation's headings its original's ids, and resolves Arabic #fragments", async () => {
    const original = headingIdsOf("## Change your plan\n\n### Why\n");
    expect(original).toEqual([
      { depth: 2, id: "change-your-plan" },
      { depth: 3, id: "why" },
    ]);
    const fragments: Record<string, string> = {
      "/help/y#تغيير-باقتك": "change-your-plan",
      "/help/x#إلغاء-اشتراك": "cancel",
    };
    const { html, headings } = await renderMarkdown(
      "## تغيير باقتك\n\n### لماذا\n\n[هنا](#تغيير-باقتك) [هناك](/help/x#إلغاء-اشتراك)",
      {
        locale: "ar",
        path: "/help/y",
        headingIds: original,
        resolveFragment: (path, fragment) => fragments[`${path}#${fragment}`],
      },
    );
    expect(headings.map((heading) => heading.id)).toEqual(["change-your-plan", "why"]);
    expect(html).toContain('href="#change-your-plan"');
    expect(html).toContain('href="/ar/help/x#cancel"');
  });

  it("keeps a translation's own heading ids when its headings differ from the original's", async () => {
    const { headings } = await renderMarkdown("## واحد\n\n## اثنان\n", {
      locale: "ar",
      headingIds: [{ depth: 2, id: "one" }],
    });
    expect(headings.map((heading) => heading.id)).toEqual(["واحد", "اثنان"]);
  });
});
