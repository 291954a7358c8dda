import { describe, expect, it } from "vitest";

import {
  certifications,
  findTrainingProgramme,
  formatTrainingPrice,
  programmeContactHref,
  trainingProgrammes,
  trainingTestimonials,
} from "./training";

describe("training content", () => {
  it("has the seed's four programmes: prices, durations and lessons", () => {
    expect(
      trainingProgrammes.map((p) => [formatTrainingPrice(p.price), p.duration, p.lessons]),
    ).toEqual([
      ["Free", 4, 16],
      ["$299", 6, 24],
      ["$499", 8, 32],
      ["$399", 5, 20],
    ]);
    expect(trainingProgrammes.filter((p) => p.featured)).toHaveLength(1);
  });

  it("has three certifications valid 2 years, each with requirements and a real programme", () => {
    expect(certifications).toHaveLength(3);
    for (const certification of certifications) {
      expect(certification.validity).toBe(2);
      expect(certification.requirements.length).toBeGreaterThan(0);
      expect(trainingProgrammes.some((p) => p.id === certification.preparedBy)).toBe(true);
    }
  });

  it("sends every enrol button to /contact with a plan the contact form can look up", () => {
    for (const programme of trainingProgrammes) {
      const href = programmeContactHref(programme);
      expect(href).toMatch(/^\/contact\?service=ai&plan=training-/);
      const plan = new URLSearchParams(href.split("?")[1]).get("plan")!;
      expect(findTrainingProgramme(plan)?.id).toBe(programme.id);
    }
  });

  it("has three testimonials", () => {
    expect(trainingTestimonials.items).toHaveLength(3);
  });
});
