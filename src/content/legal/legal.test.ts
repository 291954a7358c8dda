import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { RETENTION } from "@/config/retention";
import { siteConfig } from "@/config/site";
import { ANALYTICS_TEAM_COOKIE, ANALYTICS_TEAM_COOKIE_DAYS } from "@/config/storage";
import { legalPlaceholders as arPlaceholders } from "@/content/ar/legal/placeholders";
import { formatPeriod as arFormatPeriod } from "@/content/ar/legal/retention";

import { isoDate } from "../front-matter";
import { DATA_PROCESSING_EFFECTIVE_DATE, dataProcessingSections } from "./data-processing";
import { substitutePlaceholders } from "./placeholders";
import { formatPeriod } from "./retention";
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

describe("the visit statistics and the team's mark, in both languages", () => {
  const documents = (name: string) => ({
    en: substitutePlaceholders(fs.readFileSync(`src/content/legal/${name}.md`, "utf8")),
    ar: substitutePlaceholders(
      fs.readFileSync(`src/content/legal/ar/${name}.md`, "utf8"),
      arPlaceholders,
    ),
  });
  /** The section of a Markdown document under `heading`, up to the next heading. */
  const section = (text: string, heading: string) =>
    text.split(/^#{2,3} /m).find((part) => part.startsWith(heading)) ?? "";

  it("the privacy policy says what is counted, the opt-out signals and the periods of retention.ts", () => {
    const { en, ar } = documents("privacy");
    const english = section(en, "Visit statistics");
    const arabic = section(ar, "إحصاءات الزيارات");
    for (const text of [english, arabic]) {
      expect(text).toContain("Global Privacy Control");
      expect(text).toContain("Do Not Track");
      expect(text).toContain("utm_campaign");
    }
    for (const period of [RETENTION.analyticsVisits, RETENTION.analytics]) {
      expect(english).toContain(formatPeriod(period));
      expect(arabic).toContain(arFormatPeriod(period));
    }
  });

  it("the cookie policy lists the team's mark with its name and duration from config/storage.ts", () => {
    const { en, ar } = documents("cookies");
    const days = { amount: ANALYTICS_TEAM_COOKIE_DAYS, unit: "days" } as const;
    expect(en).toContain(
      `| \`${ANALYTICS_TEAM_COOKIE}\` | Cookie | Our own staff only | ${formatPeriod(days)} |`,
    );
    expect(ar).toContain(
      `| \`${ANALYTICS_TEAM_COOKIE}\` | ملف تعريف ارتباط | موظفونا فقط | ${arFormatPeriod(days)} |`,
    );
    expect(section(en, `Team mark (\`${ANALYTICS_TEAM_COOKIE}\`)`)).toContain("sign");
    expect(section(ar, `علامة الفريق (\`${ANALYTICS_TEAM_COOKIE}\`)`)).toContain("تسجيل الدخول");
  });
});
