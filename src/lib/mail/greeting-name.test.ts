import { describe, expect, it } from "vitest";

import { greetingName } from "./greeting-name";

describe("the name an acknowledgement greets", () => {
  it("is a plain name, tidied, in any script", () => {
    expect(greetingName("Ada Lovelace")).toBe("Ada Lovelace");
    expect(greetingName("  Ada \n  Lovelace ")).toBe("Ada Lovelace");
    expect(greetingName("Seán O'Brien-Ní Dhuibhir")).toBe("Seán O'Brien-Ní Dhuibhir");
    expect(greetingName("J. R. R. Tolkien")).toBe("J. R. R. Tolkien");
    expect(greetingName("Martin Luther King Jr.")).toBe("Martin Luther King Jr.");
    expect(greetingName("ليلى حداد")).toBe("ليلى حداد");
    expect(greetingName("عبدُ الله")).toBe("عبدُ الله");
    expect(greetingName("李小龍")).toBe("李小龍");
    // Composed the same way whatever the keyboard sent (e + combining acute).
    expect(greetingName("Zoe\u0301")).toBe("Zoé");
  });

  it("is none for a link or anything that reads like an address", () => {
    for (const text of [
      "WIN $1000 NOW at http://spam.example/claim",
      "http://spam.example",
      "spam.example",
      "Visit bit.ly now",
      "www spam example",
      "Ada ada@example.com",
      "Ada @ example",
      "cheap-pills.example",
    ]) {
      expect(greetingName(text), text).toBeNull();
    }
  });

  it("is none for digits, money and other symbols", () => {
    for (const text of [
      "Ada 1000",
      "Winner 1",
      "Ada ١٢٣",
      "$$$ Ada",
      "Ada €",
      "Ada £5",
      "Ada!!!",
      "Grace <Hopper>",
      "Ada: call now",
      "Ada 🎉",
      "Ada (prize)",
      "Ada & Co",
      "Ada\u202EecilA",
      "Ada\u200BLovelace",
    ]) {
      expect(greetingName(text), text).toBeNull();
    }
  });

  it("is none when it is long or many words, or nothing", () => {
    expect(greetingName("a".repeat(40))).toBe("a".repeat(40));
    expect(greetingName("a".repeat(41))).toBeNull();
    expect(greetingName("Ana María de la")).toBe("Ana María de la");
    expect(greetingName("Ana María de la Cruz")).toBeNull();
    expect(greetingName("Claim your free prize today")).toBeNull();
    expect(greetingName("")).toBeNull();
    expect(greetingName("   ")).toBeNull();
    expect(greetingName("- ' .")).toBeNull();
  });
});
