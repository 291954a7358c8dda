import fs from "node:fs";
import path from "node:path";

import { type APIRequestContext } from "@playwright/test";

import { localizeHref } from "../src/config/locales";
import { notFoundDocuments } from "../src/config/not-found.mjs";
import * as arContact from "../src/content/ar/forms/contact";
import * as arMessages from "../src/content/ar/forms/messages";
import * as arNotFound from "../src/content/ar/not-found";
import * as enNotFound from "../src/content/not-found";
import { expect, pooledHtmlFirstTest as pooled, test } from "./support/fixtures";
import { exportCsv, newClient, uniqueEmail, waitForTokenAge } from "./support/forms";
import { checkedPages } from "./support/pages";

/**
 * The Arabic edition (/ar): every page in Arabic, right to left, with the language switch to the
 * same page in English; forms that answer in Arabic; icons that point the reading direction.
 */

const ARABIC_LETTER = /[\u0600-\u06FF]/g;
const LATIN_LETTER = /[A-Za-z]/g;

/** The visible words of a page's <main>, without code (which stays left to right, in English). */
function mainText(html: string): string {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
  return main
    .replace(/<(script|style|pre|code|kbd|svg)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test.describe("every page exists in Arabic", () => {
  for (const page of checkedPages) {
    const arabic = localizeHref(page.path, "ar");
    test(`${arabic}: Arabic, right to left, linked to its English twin`, async ({ request }) => {
      const body = await html(request, arabic);
      expect(body).toMatch(/<html[^>]*\blang="ar"[^>]*\bdir="rtl"/);
      // Left to right is for tokens (names, figures, code), never for a block of the page: Radix
      // writes dir="ltr" on its root unless given the page's direction (the /api tabs did).
      expect(body, "a block laid out left to right").not.toMatch(
        /<(div|section|article|main|nav|ul|ol|p|form|table)\b[^>]*\bdir="ltr"/,
      );
      const url = (path: string) => `https://www.cedarwave.example${path === "/" ? "" : path}`;
      expect(body).toContain(`<link rel="canonical" href="${url(arabic)}"/>`);
      expect(body).toContain(`<link rel="alternate" hrefLang="en" href="${url(page.path)}"/>`);
      expect(body).toContain(`<link rel="alternate" hrefLang="ar" href="${url(arabic)}"/>`);
      expect(body).toContain(
        `<link rel="alternate" hrefLang="x-default" href="${url(page.path)}"/>`,
      );

      // Links stay in Arabic, but for the links that name their language (the switch, the legal
      // pages' English version) and files that have no language.
      const links = [...body.matchAll(/<a\b([^>]*)>/g)].map((match) => match[1] ?? "");
      const english = links
        .filter((attributes) => !/\bhrefLang="en"/i.test(attributes))
        .map((attributes) => attributes.match(/\bhref="([^"]*)"/)?.[1] ?? "")
        .filter((href) => href.startsWith("/") && !href.startsWith("/ar"))
        .filter((href) => !/^\/(icons\.svg|og\/|portraits\/|covers\/)/.test(href));
      expect(english, "links from an Arabic page to English pages").toEqual([]);

      // The words are Arabic: Latin script is left for names, code and figures.
      const text = mainText(body);
      const arabicLetters = text.match(ARABIC_LETTER)?.length ?? 0;
      const latinLetters = text.match(LATIN_LETTER)?.length ?? 0;
      expect(
        arabicLetters / (arabicLetters + latinLetters),
        "share of Arabic letters",
      ).toBeGreaterThan(0.75);
    });
  }

  test("English pages carry no Arabic but the switch's name", async ({ request }) => {
    for (const page of checkedPages.slice(0, 12)) {
      const text = mainText(await html(request, page.path));
      expect(text.match(ARABIC_LETTER), page.path).toBeNull();
    }
  });
});

test.describe("the language switch", () => {
  for (const javaScriptEnabled of [false, true]) {
    pooled.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      pooled.use({ javaScriptEnabled, viewport: { width: 1280, height: 800 } });
      pooled("keeps the page, both ways", async ({ page }) => {
        await page.goto("/services/automation");
        const toArabic = page.locator("header [data-language-switch]");
        await expect(toArabic).toHaveText("العربية");
        await expect(toArabic).toHaveAttribute("hreflang", "ar");
        await toArabic.click();
        await expect(page).toHaveURL(/\/ar\/services\/automation$/);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        const toEnglish = page.locator("header [data-language-switch]");
        await expect(toEnglish).toHaveText("English");
        await toEnglish.click();
        await expect(page).toHaveURL(/\/services\/automation$/);
        await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      });
    });
  }

  pooled.describe("on a phone, without JavaScript", () => {
    pooled.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });
    pooled("is in the drawer and the footer", async ({ page }) => {
      await page.goto("/ar/help");
      await expect(page.locator("footer [data-language-switch]")).toHaveAttribute("href", "/help");
      await expect(page.locator("dialog [data-language-switch]")).toHaveAttribute("href", "/help");
    });
  });
});

pooled.describe("without JavaScript", () => {
  pooled.use({ javaScriptEnabled: false });
  pooled(
    "an unknown Arabic address gets the Arabic 404, an English one the English 404",
    async ({ page }) => {
      const html = page.locator("html");
      const main = page.getByRole("main");
      const copy = arNotFound.notFoundContent;
      // Unmatched, an unknown post of a page with dynamicParams = false, the document's own path.
      for (const path of [
        "/ar/no-such-page",
        "/ar/blog/no-such-post",
        notFoundDocuments.ar.route,
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(html, path).toHaveAttribute("lang", "ar");
        await expect(html, path).toHaveAttribute("dir", "rtl");
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(copy.title);
      }
      await expect(page).toHaveTitle(new RegExp(`^${copy.title} \\|`));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(main.getByRole("link", { name: copy.primary.label })).toHaveAttribute(
        "href",
        "/ar",
      );
      await expect(main.getByRole("link", { name: copy.secondary.label })).toHaveAttribute(
        "href",
        "/ar/contact",
      );
      // No same page in English: the switch goes to the English home.
      await expect(page.locator("header [data-language-switch]")).toHaveAttribute("href", "/");

      const english = await page.goto("/no-such-page");
      expect(english?.status()).toBe(404);
      await expect(html).toHaveAttribute("lang", "en");
      await expect(html).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        enNotFound.notFoundContent.title,
      );
      await expect(page.locator("header [data-language-switch]")).toHaveAttribute("href", "/ar");
    },
  );
});

pooled("directional icons point the reading direction; others do not mirror", async ({ page }) => {
  const scaleX = (selector: string) =>
    page
      .locator(selector)
      .first()
      // Tailwind's -scale-x-100 sets the CSS scale property: "-1 1" mirrored, "none" not.
      .evaluate((icon) => {
        const scale = getComputedStyle(icon).scale;
        return scale === "none" ? 1 : Number.parseFloat(scale);
      });
  await page.goto("/");
  expect(await scaleX('svg:has(use[href$="arrowRight"])')).toBe(1);
  await page.goto("/ar");
  expect(await scaleX('svg:has(use[href$="arrowRight"])')).toBe(-1);
  expect(await scaleX('svg:has(use[href$="languages"])')).toBe(1);
});

/** The public path of a committed font subset (src/app/fonts/<name>.json). */
function fontPath(name: "inter" | "noto-sans-arabic"): string {
  const json = path.join(process.cwd(), "src", "app", "fonts", `${name}.json`);
  return `/fonts/${(JSON.parse(fs.readFileSync(json, "utf8")) as { file: string }).file}`;
}

test("each document loads its own typeface, preloading none: the English one no Arabic face", async ({
  page,
}) => {
  const inter = fontPath("inter");
  const arabic = fontPath("noto-sans-arabic");
  let fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
  });
  const preloads = () =>
    page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );

  await page.goto("/services/automation");
  await page.evaluate(() => document.fonts.ready);
  expect(await preloads()).toEqual([]);
  // The Inter subset, and nothing of the Arabic face.
  expect([...new Set(fontRequests)]).toEqual([inter]);

  fontRequests = [];
  await page.goto("/ar/services/automation");
  await page.evaluate(() => document.fonts.ready);
  // Inter stays in its font stack for the Latin runs (display: optional).
  expect(await preloads()).toEqual([]);
  expect(fontRequests.filter((path) => path === arabic)).toHaveLength(1);
  // Its face is loaded (asked for at the first style pass, in time for display: optional on
  // this machine) and the h1 asks for it.
  const face = await page.evaluate(
    () =>
      [...document.fonts].find(
        (font) => font.family.replaceAll('"', "") === "Noto Sans Arabic Subset",
      )?.status,
  );
  expect(face).toBe("loaded");
  expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily)).toContain(
    "Noto Sans Arabic Subset",
  );
  for (const font of [inter, arabic]) {
    const response = await page.request.get(font);
    expect(response.headers()["cache-control"], font).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-type"], font).toBe("font/woff2");
  }
});

test.describe("an Arabic form answers in Arabic", () => {
  const spec = arContact.contactFormSpec;
  const required = arMessages.fieldMessages.required(spec.fields.lastName.label);

  for (const javaScriptEnabled of [false, true]) {
    test(`errors, then the lead is stored (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const { context, page } = await newClient(browser, { javaScriptEnabled });
      const email = uniqueEmail(javaScriptEnabled ? "ar-js" : "ar-nojs");
      await page.goto("/ar/contact");
      const form = page.getByRole("form", { name: spec.label });
      await form.getByLabel(spec.fields.firstName.label).fill("ليلى");
      await form.getByLabel(spec.fields.email.label).fill(email);
      await form.getByLabel(spec.fields.message.label).fill("منصة بيانات لفريق المبيعات");
      await waitForTokenAge(page);
      await form.getByRole("button", { name: spec.submitLabel }).click();
      await expect(page.locator("#contact-lastName-error")).toHaveText(required);
      const again = page.getByRole("form", { name: spec.label });
      await expect(again.getByLabel(spec.fields.firstName.label)).toHaveValue("ليلى");

      await again.getByLabel(spec.fields.lastName.label).fill("حداد");
      await waitForTokenAge(page);
      await again.getByRole("button", { name: spec.submitLabel }).click();
      await expect(page.getByRole("status")).toContainText(spec.success.title);
      await context.close();

      const csv = await exportCsv("leads");
      expect(csv).toContain(email);
    });
  }
});

pooled.describe("charts keep time running left to right", () => {
  for (const path of ["/services/custom-ai", "/ar/services/custom-ai", "/ar/ai-services"]) {
    pooled(`${path}: the accuracy chart's first week is left of its last`, async ({ page }) => {
      await page.goto(path);
      const chart = page.locator('[data-chart="accuracy"]').first();
      await chart.scrollIntoViewIfNeeded();
      const ends = await chart.evaluate((element) => {
        const line = element.querySelector<SVGPathElement>('svg path[fill="none"]')!;
        const matrix = line.getScreenCTM()!;
        const at = (length: number) => line.getPointAtLength(length).matrixTransform(matrix);
        const [first, last] = [at(0), at(line.getTotalLength())];
        // No mirroring anywhere above the line (a flip in CSS would reverse the weeks).
        const mirrored: string[] = [];
        for (let node: Element | null = line; node; node = node.parentElement) {
          const transform = getComputedStyle(node).transform;
          const scaleX = transform === "none" ? 1 : new DOMMatrix(transform).a;
          if (scaleX < 0) mirrored.push(node.tagName);
        }
        return { first: { x: first.x, y: first.y }, last: { x: last.x, y: last.y }, mirrored };
      });
      expect(ends.mirrored).toEqual([]);
      expect(ends.first.x).toBeLessThan(ends.last.x);
      // The series rises: its last week is drawn higher than its first.
      expect(ends.last.y).toBeLessThan(ends.first.y);
      // The words around it stay right to left in Arabic.
      const direction = await chart.evaluate((element) => getComputedStyle(element).direction);
      expect(direction).toBe(path.startsWith("/ar") ? "rtl" : "ltr");
    });
  }
});
