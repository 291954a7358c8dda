import { describe, expect, it } from "vitest";

import * as enTeam from "@/content/team";
import * as en from "@/content/testimonials";

import { leadership } from "./team";
import { allTestimonials } from "./testimonials";

/** The glossary: people's names in Arabic script on Arabic pages; their portraits keep the English key. */
const ARABIC_NAME = /^[\u0600-\u06FF\s]+$/;

describe("people on the Arabic pages", () => {
  it("testimonials: the English ones, in order, each name in Arabic script", () => {
    expect(allTestimonials.map((item) => item.company)).toEqual(
      en.allTestimonials.map((item) => item.company),
    );
    for (const [index, item] of allTestimonials.entries()) {
      expect(item.name, en.allTestimonials[index]!.name).toMatch(ARABIC_NAME);
    }
  });

  it("the leadership: each name in Arabic script, the portrait still the English name", () => {
    expect(leadership.map((member) => member.portrait)).toEqual(
      enTeam.leadership.map((member) => member.portrait),
    );
    for (const member of leadership) expect(member.name, member.portrait).toMatch(ARABIC_NAME);
  });
});
