import { describe, expect, it } from "vitest";

import { chatStatusOf, firstWords } from "./chat-view";

describe("the team's chat list", () => {
  it("reads its status filter from the URL, open by default", () => {
    expect(chatStatusOf("closed")).toBe("closed");
    expect(chatStatusOf("spam")).toBe("spam");
    for (const value of [undefined, "", "OPEN", "constructor", ["closed"], "any"]) {
      expect(chatStatusOf(value)).toBe("open");
    }
  });

  it("shows a message's first words on one line, cut at a word", () => {
    expect(firstWords(null)).toBe("");
    expect(firstWords("  Do you\n\nbuild   chatbots?  ")).toBe("Do you build chatbots?");
    const long =
      "We would like a chatbot for our clinic that answers patients in Arabic and English";
    const shown = firstWords(long, 40);
    expect(shown).toBe("We would like a chatbot for our clinic…");
    expect(shown.length).toBeLessThanOrEqual(40);
    expect(firstWords("x".repeat(100), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
