/**
 * One story of the company's size: every stat tile of every page, in English and in Arabic, shows
 * a figure of the facts module (siteConfig in src/config/site.ts) as that language writes it, and
 * a figure of the company always under the one label that says what it counts.
 */
import { describe, expect, it } from "vitest";

import { recordFigure, responseHours, siteConfig, teamSize } from "@/config/site";

import { catalog as arabic } from "./ar/catalog";
import * as arFigures from "./ar/figures";
import { catalog as english } from "./catalog";
import * as enFigures from "./figures";
import { leadership } from "./team";
import { certifications, totalStudents, trainingProgrammes } from "./training";
import type { Stat } from "./types";

const BIDI_MARKS = /[\u2066-\u2069]/g;

function isStat(value: unknown): value is Stat {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return (
    keys.join() === "label,number" &&
    typeof (value as Stat).number === "string" &&
    typeof (value as Stat).label === "string"
  );
}

/** Every stat tile reachable from a module's exports, with where it was found. */
function statsOf(value: unknown, at: string, seen = new Set<unknown>()): [string, Stat][] {
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  if (isStat(value)) return [[at, value]];
  return Object.entries(value).flatMap(([key, item]) => statsOf(item, `${at}.${key}`, seen));
}

function pageStats(catalog: Record<string, unknown>): [string, Stat][] {
  return Object.entries(catalog)
    .filter(([key]) => key !== "figures")
    .flatMap(([key, module]) => statsOf(module, key));
}

/** The training page's own counts: of the programmes and certifications it lists, its rating. */
const trainingCounts = [
  String(trainingProgrammes.length),
  String(certifications.length),
  (
    trainingProgrammes.reduce((sum, programme) => sum + programme.rating, 0) /
    trainingProgrammes.length
  ).toFixed(1),
];

const languages = [
  { name: "English", catalog: english, figures: enFigures },
  { name: "Arabic", catalog: arabic, figures: arFigures },
] as const;

describe("the facts module's figures", () => {
  const { record, departments, serviceLevels } = siteConfig;

  it("tell one story: AI clients among all clients, a team that adds up, five leaders", () => {
    expect(record.aiClients).toBeLessThanOrEqual(record.clients);
    expect(teamSize).toBe(departments.reduce((sum, item) => sum + item.headCount, 0));
    expect(departments).toHaveLength(leadership.length);
    expect(new Set(leadership.map((member) => member.leads)).size).toBe(leadership.length);
    // Some 60 people over the years since the founding: projects a team that size delivers.
    const years = new Date().getUTCFullYear() - siteConfig.foundingYear;
    expect(record.projectsDelivered / years / teamSize).toBeLessThan(3);
  });

  it("count the students the training programmes list (rounded down to a thousand)", () => {
    expect(Math.floor(totalStudents / 1000) * 1000).toBe(record.studentsTrained);
  });

  it("are the numbers of the figures modules, in both languages", () => {
    const { figures, serviceLevelFigures } = enFigures;
    expect(figures.projectsDelivered.number).toBe(recordFigure(record.projectsDelivered));
    expect(figures.clients.number).toBe(recordFigure(record.clients));
    expect(figures.aiClients.number).toBe(recordFigure(record.aiClients));
    expect(figures.aiInteractions.number).toBe(record.aiInteractions);
    expect(figures.aiRevenueIncrease.number).toBe(record.aiRevenueIncrease);
    expect(figures.teamSize.number).toBe(String(teamSize));
    expect(figures.yearsOfExperience.number).toBe(recordFigure(record.yearsOfExperience));
    expect(figures.certifications.number).toBe(recordFigure(record.certifications));
    expect(figures.studentsTrained.number).toBe(recordFigure(record.studentsTrained));
    expect(serviceLevelFigures.uptime).toBe(record.uptime);
    expect(serviceLevelFigures.replyTime).toBe(`< ${responseHours}h`);
    expect(serviceLevelFigures.releaseEvery).toBe(`${serviceLevels.releaseWeeks} weeks`);
    // The Arabic edition writes the record's figures in Western digits, as the English tiles,
    // and a Latin abbreviation in Arabic words ("2M+" → "+2 مليون").
    for (const [key, tile] of Object.entries(arFigures.figures)) {
      const english = figures[key as keyof typeof figures].number;
      expect(tile.number, key).toBe(english.replace(/^(\d+)M\+$/, "+$1 مليون"));
      expect(arFigures.arabicFigure(english), key).toBe(tile.number);
    }
    expect(arFigures.figures.aiInteractions.number).toBe("+2 مليون");
    expect(arFigures.serviceLevelFigures.onCall).toBe("على مدار الساعة");
    expect(arFigures.serviceLevelFigures.aiResponse).toBe("أقل من 200 ملي ثانية");
    // The clients' label says how many of them are on the AI services, and the reverse.
    expect(figures.clients.label).toContain(figures.aiClients.number);
    expect(figures.aiClients.label).toContain(figures.clients.number);
    expect(arFigures.figures.clients.label.replace(BIDI_MARKS, "")).toContain(
      figures.aiClients.number,
    );
  });
});

describe.each(languages)("every stat tile in $name", ({ catalog, figures: module }) => {
  const stats = pageStats(catalog as Record<string, unknown>);
  const companyTiles: readonly Stat[] = Object.values(module.figures);
  const promises = new Set<string>(Object.values(module.serviceLevelFigures));

  it("is found on the pages: home, team, training, the AI and the service pages", () => {
    expect(stats.length).toBeGreaterThan(30);
    for (const page of ["home", "team", "training", "ai/landing", "it-services/cloud-solutions"])
      expect(
        stats.some(([at]) => at.startsWith(`${page}.`)),
        page,
      ).toBe(true);
  });

  it("shows a figure of the facts module, a company figure under its own label", () => {
    const wrong = stats.flatMap(([at, stat]) => {
      const company = companyTiles.find((tile) => tile.number === stat.number);
      if (company) {
        return company.label === stat.label
          ? []
          : [`${at}: "${stat.number}" is labelled "${stat.label}", not "${company.label}"`];
      }
      if (promises.has(stat.number)) return [];
      if (at.startsWith("training.") && trainingCounts.includes(stat.number)) return [];
      return [`${at}: "${stat.number} ${stat.label}" is no figure of the facts module`];
    });
    expect(wrong).toEqual([]);
  });
});
