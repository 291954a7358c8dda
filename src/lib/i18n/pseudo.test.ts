import { describe, expect, it } from "vitest";

import { pseudoValue } from "./pseudo";

describe("pseudo-localisation", () => {
  it("accents words and keeps placeholders, tags and what is not words", () => {
    expect(pseudoValue("Contact us")).toBe("Çöñţåçţ ûš");
    expect(pseudoValue("{count} results for <b>{query}</b>")).toBe(
      "{count} ŕéšûļţš ƒöŕ <b>{query}</b>",
    );
    for (const fact of [
      "/contact",
      "https://example.com",
      "hello@cedarwave.com",
      "web-dev",
      "#faq",
    ]) {
      expect(pseudoValue(fact)).toBe(fact);
    }
  });

  it("keeps a value that is a key into other copy (the training level picks its label and icon)", () => {
    expect(pseudoValue({ level: "Beginner", title: "Beginner" })).toEqual({
      level: "Beginner",
      title: "Ɓéĝîññéŕ",
    });
  });

  it("keeps an offer's end and time zone, which formatters read (the zone's name is words)", () => {
    const offer = {
      endsAt: "2026-12-31T23:59:59+02:00",
      timeZone: "Asia/Beirut",
      zoneName: "Beirut time",
    };
    const pseudo = pseudoValue({ offer }).offer;
    expect(pseudo).toEqual({ ...offer, zoneName: pseudo.zoneName });
    expect(pseudo.zoneName).not.toBe(offer.zoneName);
  });

  it("maps modules: objects, arrays and functions' results, keeping facts by key", () => {
    const copyModule = {
      title: "Pricing",
      cards: [{ href: "/pricing", label: "See plans", icon: "tag" }],
      greet: (name: string) => `Hello ${name}`,
      when: new Date(0),
    };
    const pseudo = pseudoValue(copyModule);
    expect(pseudo.title).toBe("Þŕîçîñĝ");
    expect(pseudo.cards[0]).toEqual({ href: "/pricing", label: "Šéé þļåñš", icon: "tag" });
    expect(pseudo.greet("Ada")).toBe("Ĥéļļö Åđå");
    expect(pseudo.when).toBe(copyModule.when);
    expect(pseudoValue(copyModule)).toBe(pseudo);
  });
});
