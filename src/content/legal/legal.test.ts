import { describe, expect, it } from "vitest";

import { isRegisteredPath } from "@/config/routes";
import { siteConfig } from "@/config/site";

import { DATA_PROCESSING_EFFECTIVE_DATE, dataProcessingSections } from "./data-processing";
import { getLegalDocument, legalDocumentSlugs } from "./documents";
import { legalPlaceholders, substitutePlaceholders } from "./placeholders";
import { isoDate, legalFrontMatterSchema } from "./schema";

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
    const text = `${document.title} ${document.description} ${document.html}`;
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
      expect.arrayContaining(["theme-preference-ui-theme", "team-inbox-session-cw_admin_session"]),
    );
    expect(cookies?.html).toContain("HttpOnly");
    expect(cookies?.html).toContain("SameSite=Strict");
  });
});

describe("front matter", () => {
  const valid = { title: "Privacy", description: "A description long enough to pass." };

  it("accepts a YAML date and a quoted date", () => {
    const fromYaml = legalFrontMatterSchema.parse({
      ...valid,
      effectiveDate: new Date("2026-10-12"),
    });
    expect(fromYaml.effectiveDate).toBe("2026-10-12");
    expect(
      legalFrontMatterSchema.parse({ ...valid, effectiveDate: "2026-09-01" }).effectiveDate,
    ).toBe("2026-09-01");
  });

  it.each(["2026-02-30", "2026-13-01", "12/10/2026", "", undefined])("rejects %s", (date) => {
    expect(legalFrontMatterSchema.safeParse({ ...valid, effectiveDate: date }).success).toBe(false);
  });
});

describe("placeholder substitution", () => {
  it("fills known placeholders, with or without inner spaces", () => {
    expect(substitutePlaceholders("Write to {{ privacyEmail }} or {{email}}.")).toBe(
      `Write to ${siteConfig.privacyEmail} or ${siteConfig.email}.`,
    );
  });

  it("fails on an unknown placeholder", () => {
    expect(() => substitutePlaceholders("Call {{ceoPhone}}", undefined, "x.md")).toThrow(
      /Unknown placeholder \{\{ceoPhone\}\} in x\.md/,
    );
  });

  it("fails on a malformed placeholder", () => {
    expect(() => substitutePlaceholders("Call {{ hq-phone }}")).toThrow(/Malformed placeholder/);
    expect(() => substitutePlaceholders("Call {{hqPhone}")).toThrow(/Malformed placeholder/);
  });
});

describe("data processing statement", () => {
  it("has a real effective date and unique section anchors", () => {
    expect(isoDate.safeParse(DATA_PROCESSING_EFFECTIVE_DATE).success).toBe(true);
    const ids = dataProcessingSections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
