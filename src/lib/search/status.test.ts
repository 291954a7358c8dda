import { describe, expect, it } from "vitest";

import * as ar from "@/content/ar/search";
import { isolate } from "@/content/ar/site-phrases";
import * as en from "@/content/search";

import { searchStatus, withQuery } from "./status";

describe("the search box's status line from its templates", () => {
  it("counts in English", () => {
    const status = (count: number) => searchStatus(en.searchBoxCopy.status, "en", count, "api", 6);
    expect(status(0)).toBe("No results for “api”");
    expect(status(1)).toBe("1 result for “api”");
    expect(status(2)).toBe("2 results for “api”");
    expect(status(7)).toBe("7 results for “api”, showing the top 6");
  });

  it("counts in Arabic, with its plural forms and the query isolated", () => {
    const q = isolate("api");
    const status = (count: number) => searchStatus(ar.searchBoxCopy.status, "ar", count, "api", 6);
    expect(status(0)).toBe(`لا توجد نتائج عن «${q}»`);
    expect(status(1)).toBe(`نتيجة واحدة عن «${q}»`);
    expect(status(2)).toBe(`نتيجتان عن «${q}»`);
    expect(status(3)).toBe(`3 نتائج عن «${q}»`);
    expect(status(11)).toBe(`11 نتيجة عن «${q}»، تُعرض أفضل 6 منها`);
    expect(status(100)).toBe(`100 نتيجة عن «${q}»، تُعرض أفضل 6 منها`);
  });

  it("takes the query as text, never as a replacement pattern", () => {
    expect(searchStatus(en.searchBoxCopy.status, "en", 0, "$& $1", 6)).toBe(
      "No results for “$& $1”",
    );
    expect(withQuery(en.searchBoxCopy.resultsLabel, "$&")).toBe("Search results for “$&”");
  });
});
