import { describe, expect, it } from "vitest";

import { peopleCopy } from "@/content/admin-people";
import type { ErasureCounts } from "@/lib/people/person";

import { erasedLocation, erasedRowCount, erasedRowsParam } from "./people-notice";

// Where the inbox goes after an erasure (the action redirects to erasedLocation of what
// erasePerson returned) and what the People page then says: how many rows went, never whose.

const counts: ErasureCounts = {
  leads: 1,
  support_tickets: 1,
  portal_waitlist: 0,
  chat_conversations: 1,
  chat_messages: 3,
  newsletter_subscribers: 1,
  submission_notes: 2,
  outbox: 4,
  eml_files: 2,
  rate_limit_buckets: 2,
  newsletter_suppressions_added: 1,
};

describe("after an erasure", () => {
  it("goes to the People page with the count of rows erased, and no address", () => {
    expect(erasedRowCount(counts)).toBe(15);
    expect(erasedLocation(counts)).toBe("/admin/people?notice=erased&rows=15");
    const url = new URL(erasedLocation(counts), "http://localhost");
    expect([...url.searchParams.keys()]).toEqual(["notice", "rows"]);
    expect(url.href).not.toMatch(/@|%40|email/i);
  });

  it("says how many rows went without naming the person", () => {
    const rows = erasedRowsParam(new URLSearchParams("notice=erased&rows=11").get("rows")!);
    expect(rows).toBe(11);
    expect(peopleCopy.erased(rows)).toMatch(/^Erased 11 rows\. Everything that held the address/);
    expect(peopleCopy.erased(1)).toMatch(/^Erased 1 row\./);
    for (const odd of [undefined, "", "x", "-1", "1e3", ["1", "2"], "12345678901"]) {
      expect(erasedRowsParam(odd)).toBeNull();
    }
    expect(peopleCopy.erased(null)).toMatch(/^Erased\. Everything/);
  });
});
