import { describe, expect, it } from "vitest";

import { getRoute, isRegisteredPath } from "@/config/routes";
import { siteConfig } from "@/config/site";
import { isoDate } from "@/content/front-matter";
import { DATA_PROCESSING_EFFECTIVE_DATE } from "@/content/legal/data-processing";
import { legalPlaceholders } from "@/content/legal/placeholders";
import { legalDocumentSlugs } from "@/content/legal/schema";

import { getLegalDocument } from "./legal";

const documents = await Promise.all(legalDocumentSlugs.map((slug) => getLegalDocument(slug)));

describe("legal Markdown documents", () => {
  it.each(documents)("$slug has a real effective date in YYYY-MM-DD form", (document) => {
    expect(isoDate.safeParse(document.effectiveDate).success).toBe(true);
    expect(document.effectiveDate.startsWith("2026-")).toBe(true);
  });

  it("each document carries its own effective date", () => {
    const dates = [...documents.map((d) => d.effectiveDate), DATA_PROCESSING_EFFECTIVE_DATE];
    expect(new Set(dates).size).toBe(dates.length);
  });

  it.each(documents)("$slug gives every h2/h3 heading a unique, clean anchor", (document) => {
    expect(document.headings.length).toBeGreaterThan(5);
    const ids = document.headings.map((heading) => heading.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const heading of document.headings) {
      expect(heading.text.length).toBeGreaterThan(0);
      // github-slugger suffixes a repeated heading with "-1": two headings with the same text
      // would give the table of contents two entries nobody can tell apart.
      expect(heading.id).toMatch(/^[a-z0-9_]+(-[a-z0-9_]+)*$/);
      expect(heading.id).not.toMatch(/-\d+$/);
      expect(document.html).toContain(`id="${heading.id}"`);
    }
  });

  it.each(documents)("$slug only links to registered routes and its own headings", (document) => {
    const hrefs = [...document.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? "");
    const ids = new Set(document.headings.map((heading) => heading.id));
    for (const href of hrefs) {
      if (href.startsWith("mailto:")) continue;
      if (href.startsWith(siteConfig.url)) continue;
      if (href.startsWith("#")) expect(ids, href).toContain(href.slice(1));
      else expect(isRegisteredPath(href), href).toBe(true);
    }
  });

  it.each(documents)("$slug has every placeholder filled from the site config", (document) => {
    const text = `${document.title} ${document.html}`;
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(document.html).toContain(`mailto:${siteConfig.privacyEmail}`);
  });

  it("the privacy policy names the legal entity and the Beirut headquarters", () => {
    const privacy = documents.find((d) => d.slug === "privacy");
    expect(privacy?.html).toContain(siteConfig.legalName);
    expect(privacy?.html).toContain(legalPlaceholders.hqAddress);
    expect(privacy?.html).toContain(siteConfig.offices.beirut.city);
  });

  it("the cookie policy lists the storage the site really uses", () => {
    const cookies = documents.find((d) => d.slug === "cookies");
    expect(cookies?.headings.map((h) => h.id)).toEqual(
      expect.arrayContaining([
        "theme-preference-ui-theme",
        "live-chat-conversation-cw_chat",
        "team-inbox-session-cw_admin_session",
      ]),
    );
    expect(cookies?.html).toContain("SameSite=Lax");
    expect(cookies?.html).toContain("HttpOnly");
    expect(cookies?.html).toContain("SameSite=Strict");
  });

  it("dates each legal page in the registry (the sitemap's lastmod) by its effective date", () => {
    for (const document of documents) {
      expect(getRoute(`/${document.slug}`).updated, document.slug).toBe(document.effectiveDate);
    }
    expect(getRoute("/data-processing").updated).toBe(DATA_PROCESSING_EFFECTIVE_DATE);
  });
});
