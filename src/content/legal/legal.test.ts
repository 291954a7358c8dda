import { describe, expect, it } from "vitest";

import { siteConfig } from "@/config/site";

import { isoDate } from "../front-matter";
import { DATA_PROCESSING_EFFECTIVE_DATE, dataProcessingSections } from "./data-processing";
import { substitutePlaceholders } from "./placeholders";
import { legalFrontMatterSchema } from "./schema";

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
