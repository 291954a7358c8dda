import { localeInfo, locales, localizeHref } from "../src/config/locales";
import { parsePage } from "./support/crawl";
import { expect, pooledTest as test } from "./support/fixtures";
import { watchConsole } from "./support/page-checks";
import { localizedTemplateSamples, notFoundSamples } from "./support/templates";

/**
 * A language added through the locale registry alone: the pseudo-locale of
 * src/config/locales.ts (accented English under /xa), built only for this check
 * (NEXT_PUBLIC_PSEUDO_LOCALE=1, playwright.pseudo.config.ts). No component, page or route file
 * names it; every template renders in it, in its language, its links staying in it.
 */
const pseudoLocales = locales.filter((locale) => localeInfo[locale].pseudoOf);
const ACCENTED = /[åƀçđéƒĝĥîĵķļḿñöþŕšţûŵýžÅƁÇĐÉĜĤÎĴĶĻÑÖÞŔŠŢÛŴÝŽ]/;

test("the build has the pseudo-locale, through the registry", () => {
  expect(pseudoLocales.length).toBe(1);
});

for (const locale of pseudoLocales) {
  const { lang, prefix } = localeInfo[locale];
  const samples = localizedTemplateSamples.filter((sample) => sample.locale === locale);
  const formPages = ["/contact", "/ai-services/contact", "/support", "/signup"].map((path) =>
    localizeHref(path, locale),
  );
  const notFound = notFoundSamples.filter((path) => path.startsWith(`${prefix}/`));

  for (const { template, path } of samples) {
    test(`template ${template} renders in ${lang}: ${path}`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
      expect(h1, "the heading is in the pseudo-locale").toMatch(ACCENTED);
      const nav = /<nav\b[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      expect(nav, "the navigation is in the pseudo-locale").toMatch(ACCENTED);
      // Its page links stay in its language (files, feeds and the inbox are the same everywhere),
      // but the language switch's, which name the language they lead to (hreflang).
      const withoutSwitch = html.replace(/<a\b[^>]*\shrefLang="[^"]*"[^>]*>/gi, "");
      expect(withoutSwitch.length).toBeLessThan(html.length);
      const links = parsePage(path, 200, withoutSwitch).links.filter(
        (link) => localizeHref(link, locale) !== link,
      );
      expect(links, "links out of the pseudo-locale").toEqual([]);

      const consoleWatch = watchConsole(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ACCENTED);
      expect(consoleWatch.unexpected()).toEqual([]);
      consoleWatch.stop();
    });
  }

  for (const path of formPages) {
    test(`the form page ${path} is served in ${lang}, with its token`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      const label = /<label\b[^>]*>([\s\S]*?)<\/label>/.exec(html)?.[1] ?? "";
      expect(label, "the form's labels are in the pseudo-locale").toMatch(ACCENTED);
      expect(html).toMatch(/name="_token" value="\d{13}\.[\w-]{22}\.[\w-]{43}"/);
    });
  }

  for (const path of notFound) {
    test(`an unknown address in ${lang} gets its 404: ${path}`, async ({ request }) => {
      const response = await request.get(path, { headers: { accept: "text/html" } });
      expect(response.status()).toBe(404);
      expect(await response.text()).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    });
  }
}
