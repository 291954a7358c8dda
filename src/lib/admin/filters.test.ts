import { describe, expect, it } from "vitest";

import { DIRECT_SOURCE } from "@/lib/db/workflow";

import {
  listHref,
  MAX_ATTRIBUTION_LENGTH,
  MAX_SEARCH_LENGTH,
  NO_FILTERS,
  parseFilters,
} from "./filters";

describe("the list's filters in the URL", () => {
  it("opens with every status but spam, everyone's, all forms and dates", () => {
    expect(parseFilters({}, "leads")).toEqual(NO_FILTERS);
    expect(listHref("leads", NO_FILTERS)).toBe("/admin?tab=leads");
  });

  it("reads each filter and writes it back, with the page", () => {
    const params = {
      tab: "leads",
      status: "in_progress",
      assignee: "7",
      kind: "demo",
      from: "2026-01-31",
      to: "2026-02-28",
      new: "1",
      q: "  acme & co  ",
      source: "google",
      campaign: "spring-launch",
    };
    const filters = parseFilters(params, "leads");
    expect(filters).toEqual({
      status: "in_progress",
      assignee: 7,
      kind: "demo",
      from: "2026-01-31",
      to: "2026-02-28",
      fresh: true,
      q: "acme & co",
      source: "google",
      campaign: "spring-launch",
    });
    const href = listHref("leads", filters, 3);
    expect(href).toBe(
      "/admin?tab=leads&status=in_progress&assignee=7&kind=demo&from=2026-01-31&to=2026-02-28&new=1&q=acme+%26+co&source=google&campaign=spring-launch&page=3",
    );
    const back = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(parseFilters(back, "leads")).toEqual(filters);
  });

  it("falls back to the default on anything unknown, and ignores the form off the leads", () => {
    expect(
      parseFilters(
        {
          status: "deleted",
          assignee: "0",
          kind: "newsletter",
          from: "2026-02-30",
          to: "yesterday",
          new: "yes",
          q: ["a", "b"],
        },
        "leads",
      ),
    ).toEqual(NO_FILTERS);
    expect(parseFilters({ from: "9999-99-99", to: "2026-13-01" }, "leads")).toEqual(NO_FILTERS);
    expect(parseFilters({ assignee: "me" }, "tickets").assignee).toBe("me");
    // An account id is a PostgreSQL integer: past it, no account (src/lib/db/row-id.ts).
    expect(parseFilters({ assignee: "2147483647" }, "leads").assignee).toBe(2_147_483_647);
    for (const assignee of ["2147483648", "9999999999"]) {
      expect(parseFilters({ assignee }, "leads").assignee).toBe("anyone");
    }
    expect(parseFilters({ assignee: "nobody", status: "any" }, "waitlist")).toMatchObject({
      assignee: "nobody",
      status: "any",
    });
    expect(parseFilters({ kind: "demo" }, "tickets").kind).toBe("any");
    expect(parseFilters({ q: "x".repeat(500) }, "leads").q).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it("reads a source and a campaign as exact values, on every table", () => {
    // A referrer's host is a source too; "(direct)" asks for neither campaign nor referrer.
    for (const table of ["leads", "tickets", "waitlist"] as const) {
      expect(parseFilters({ source: " linkedin.com " }, table).source).toBe("linkedin.com");
      expect(parseFilters({ source: DIRECT_SOURCE }, table).source).toBe(DIRECT_SOURCE);
      expect(parseFilters({ campaign: "spring-launch" }, table).campaign).toBe("spring-launch");
    }
    const filters = { ...NO_FILTERS, source: DIRECT_SOURCE, campaign: "a b&c" };
    const href = listHref("tickets", filters);
    expect(href).toBe("/admin?tab=tickets&source=%28direct%29&campaign=a+b%26c");
    const back = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(parseFilters(back, "tickets")).toEqual(filters);
  });

  it("reads an empty, blank, repeated or overlong source or campaign as any", () => {
    for (const value of ["", "   ", ["google", "bing"], "x".repeat(MAX_ATTRIBUTION_LENGTH + 1)]) {
      const filters = parseFilters({ source: value, campaign: value }, "leads");
      expect(filters.source, String(value)).toBeNull();
      expect(filters.campaign, String(value)).toBeNull();
    }
    const longest = "x".repeat(MAX_ATTRIBUTION_LENGTH);
    expect(parseFilters({ campaign: longest }, "leads").campaign).toBe(longest);
    expect(listHref("leads", parseFilters({ source: "", campaign: " " }, "leads"))).toBe(
      "/admin?tab=leads",
    );
  });
});
