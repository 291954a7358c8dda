import { describe, expect, it } from "vitest";

import { RETENTION, retentionCutoff, type RetentionKey } from "@/config/retention";
import { formatPeriod, retentionRows } from "@/content/legal/retention";
import { getLegalDocument } from "@/lib/collections/legal";

const privacy = await getLegalDocument("privacy");

/** The cells of the rendered retention table, row by row. */
function renderedRetentionTable(html: string): string[][] {
  const section = html.slice(html.indexOf('id="how-long-we-keep-personal-data"'));
  const table = /<table>([\s\S]*?)<\/table>/.exec(section)?.[1] ?? "";
  const decode = (text: string) =>
    text
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .trim();
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => decode(cell[1]!)),
  );
}

describe("the privacy policy's retention table", () => {
  const rows = renderedRetentionTable(privacy.html);

  it("is rendered from the retention module, row for row", () => {
    expect(rows[0]).toEqual(["Data", "How long we keep it"]);
    expect(rows.slice(1)).toEqual(retentionRows.map((row) => [...row]));
  });

  it.each(Object.keys(RETENTION) as RetentionKey[])(
    "states the period the purge applies to %s",
    (key) => {
      const period = formatPeriod(RETENTION[key]);
      expect(
        rows.some(([, kept]) => kept?.includes(period)),
        `${key}: ${period}`,
      ).toBe(true);
    },
  );

  it("keeps the policy's wording for the periods it stated before", () => {
    const kept = Object.fromEntries(rows.slice(1).map(([data, text]) => [data, text]));
    expect(kept["Contact form enquiries and AI demo requests"]).toBe(
      "24 months after our last exchange, unless you become a client",
    );
    expect(kept["Support tickets"]).toBe("3 years after the ticket is closed");
    expect(kept["Client portal waitlist"]).toBe(
      "Until we invite you to the portal, or 12 months, whichever comes first",
    );
    expect(kept["Hosting security logs"]).toBe("30 days");
  });
});

describe("retention periods", () => {
  it("formats periods for people", () => {
    expect(formatPeriod({ amount: 24, unit: "months" })).toBe("24 months");
    expect(formatPeriod({ amount: 1, unit: "days" })).toBe("1 day");
    expect(formatPeriod({ amount: 3, unit: "years" })).toBe("3 years");
  });

  it("counts days in milliseconds and months and years on the UTC calendar", () => {
    const now = new Date("2026-11-24T10:00:00.000Z");
    expect(retentionCutoff(now, { amount: 30, unit: "days" }).toISOString()).toBe(
      "2026-10-25T10:00:00.000Z",
    );
    expect(retentionCutoff(now, { amount: 24, unit: "months" }).toISOString()).toBe(
      "2024-11-24T10:00:00.000Z",
    );
    expect(retentionCutoff(now, { amount: 3, unit: "years" }).toISOString()).toBe(
      "2023-11-24T10:00:00.000Z",
    );
    expect(
      retentionCutoff(new Date("2026-03-31T08:00:00Z"), { amount: 1, unit: "months" }),
    ).toEqual(new Date("2026-02-28T08:00:00Z"));
    expect(
      retentionCutoff(new Date("2028-02-29T08:00:00Z"), { amount: 12, unit: "months" }),
    ).toEqual(new Date("2027-02-28T08:00:00Z"));
  });
});
