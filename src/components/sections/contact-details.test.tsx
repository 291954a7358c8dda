// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { Locale } from "@/config/locales";
import { siteConfig } from "@/config/site";
import { latinRuns } from "@/lib/i18n/bidi";
import { renderMarkdown } from "@/lib/markdown";

import { ContactDetails } from "./contact-details";

const page = vi.hoisted(() => ({ locale: "en" as Locale }));
vi.mock("@/lib/i18n/request", () => ({
  getLocale: () => page.locale,
  setRequestLocale: (locale: Locale) => {
    page.locale = locale;
  },
}));

/**
 * The Latin runs with digits or punctuation of a rendered fragment that sit in no `<bdi>` and no
 * left-to-right element: on an Arabic page the bidi algorithm reorders them.
 */
function unisolatedRuns(html: string): string[] {
  const root = new DOMParser().parseFromString(`<div dir="rtl">${html}</div>`, "text/html").body;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("bdi, [dir='ltr'], code, pre")) continue;
    const runs = latinRuns(node.textContent ?? "").filter((part) => part.isolate);
    found.push(...runs.map((part) => part.text));
  }
  return found;
}

const offices = Object.values(siteConfig.offices);

describe("Latin runs in Arabic", () => {
  beforeEach(() => {
    page.locale = "en";
  });

  it("finds the runs the bidi algorithm would reorder, and leaves lone words and numbers", () => {
    const isolated = (text: string) =>
      latinRuns(text)
        .filter((part) => part.isolate)
        .map((part) => part.text);
    expect(isolated("535 Mission Street، الطابق 14، سان فرانسيسكو")).toEqual([
      "535 Mission Street",
    ]);
    expect(isolated("خاضع لتدقيق SOC 2 Type II وGDPR")).toEqual(["SOC 2 Type II"]);
    expect(isolated("اتصل على +961 1 555 0100 أو hello@cedarwave.example")).toEqual([
      "+961 1 555 0100",
      "hello@cedarwave.example",
    ]);
    expect(isolated("عبر WhatsApp حتى 1,000 محادثة على مدار 24/7 (SLA)")).toEqual([]);
    expect(
      latinRuns("أ 1.2 ب")
        .map((part) => part.text)
        .join(""),
    ).toBe("أ 1.2 ب");
  });

  it.each(offices.map((office) => [office.id, office] as const))(
    "the %s office's details isolate every such run on an Arabic page",
    (_id, office) => {
      page.locale = "ar";
      const html = renderToStaticMarkup(<ContactDetails office={office} />);
      expect(html).toMatch(/[\u0600-\u06FF]/);
      expect(unisolatedRuns(html)).toEqual([]);
    },
  );

  it("the San Francisco street keeps its order in Arabic, and English is left as it is", () => {
    const office = siteConfig.offices.sanFrancisco;
    page.locale = "ar";
    const arabic = renderToStaticMarkup(<ContactDetails office={office} />);
    expect(arabic).toContain(`<bdi>${office.street.split(",")[0]}</bdi>`);
    page.locale = "en";
    const english = renderToStaticMarkup(<ContactDetails office={office} />);
    expect(english).not.toContain("<bdi>");
    expect(english).toContain(office.street);
  });

  it("a Markdown text in Arabic isolates its runs, and not in English", async () => {
    const source = "يقع مكتبنا في 535 Mission Street، ونعمل وفق SOC 2 Type II و`v2.1`.";
    const { html } = await renderMarkdown(source, { locale: "ar" });
    expect(unisolatedRuns(html)).toEqual([]);
    expect(html).toContain("<bdi>535 Mission Street</bdi>");
    expect(html).toContain("<code>v2.1</code>");
    const english = await renderMarkdown("Our office is at 535 Mission Street.", { locale: "en" });
    expect(english.html).not.toContain("<bdi>");
    expect(unisolatedRuns(source)).not.toEqual([]);
  });
});
