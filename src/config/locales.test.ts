import { describe, expect, it } from "vitest";

import {
  alternatePaths,
  defaultLocale,
  localeInfo,
  localeOfPath,
  localeOfSegment,
  locales,
  localeSegment,
  localizeHref,
  prefixedLocales,
  unlocalizedPath,
} from "./locales";

describe("the locale registry", () => {
  it("serves the default locale unprefixed and every other under one segment of its own", () => {
    expect(locales[0]).toBe(defaultLocale);
    expect(localeInfo[defaultLocale].prefix).toBe("");
    expect(prefixedLocales).toEqual(locales.filter((locale) => locale !== defaultLocale));
    for (const locale of prefixedLocales) {
      expect(localeInfo[locale].prefix, locale).toMatch(/^\/[a-z][a-z0-9-]*$/);
      expect(localeOfSegment(localeSegment(locale))).toBe(locale);
    }
    const segments = prefixedLocales.map(localeSegment);
    expect(new Set(segments).size).toBe(segments.length);
    expect(localeOfSegment("")).toBeUndefined();
    expect(localeOfSegment("contact")).toBeUndefined();
  });

  it("reads the locale and the page from a path", () => {
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/ar/contact?x=1#y")).toBe("ar");
    expect(localeOfPath("/ar?q=1")).toBe("ar");
    expect(localeOfPath("/arabic")).toBe("en");
    expect(localeOfPath("/contact")).toBe("en");
    expect(unlocalizedPath("/ar")).toBe("/");
    expect(unlocalizedPath("/ar?q=1")).toBe("/?q=1");
    expect(unlocalizedPath("/ar/blog/x")).toBe("/blog/x");
    expect(unlocalizedPath("/arabic")).toBe("/arabic");
  });

  it("writes an internal href in a locale and keeps assets and external links", () => {
    expect(localizeHref("/", "ar")).toBe("/ar");
    expect(localizeHref("/#faq", "ar")).toBe("/ar#faq");
    expect(localizeHref("/contact", "ar")).toBe("/ar/contact");
    expect(localizeHref("/ar/contact", "en")).toBe("/contact");
    expect(localizeHref("/ar/contact", "ar")).toBe("/ar/contact");
    expect(localizeHref("/covers/ar/x.svg", "ar")).toBe("/covers/ar/x.svg");
    expect(localizeHref("https://example.com/", "ar")).toBe("https://example.com/");
    expect(alternatePaths("/ar/team")).toEqual({ en: "/team", ar: "/ar/team" });
  });
});
