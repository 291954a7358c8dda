/**
 * The uptime SLA is sold in some plans only (the plans of content/plans.ts that list it): no
 * page promises it beyond them. Every string of every content module (each export walked to its
 * last string, functions called with sample arguments), every route description and every
 * Markdown document that promises the SLA names the plans that include it, and no other plan.
 */
import { describe, expect, it } from "vitest";

import { routes } from "@/config/routes";

import { uptimeSlaFeature as arabicFeature, planGroups as arabicGroups } from "./ar/plans";
import { planGroups, uptimeSlaFeature, uptimeSlaPlanNames } from "./plans";

const modules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "!./**/*.test.ts", "!./ar/glossary.ts", "!./ar/glossary-terms.ts", "!./**/*.d.ts"],
  { eager: true },
);

const documents = import.meta.glob<string>("./**/*.md", {
  eager: true,
  query: "?raw",
  import: "default",
});

/**
 * The managed cloud and IT support services are not sold as plans: their contract carries its
 * own SLA, so their pages and cards may state it without naming a plan.
 */
const MANAGED_SERVICES = new Set(["/cloud-solutions", "/it-support"]);
const isManagedServiceModule = (file: string) => /\/it-services\//.test(file);

const PROMISE = {
  en: /uptime (SLA|guarantee)|guaranteed uptime/i,
  ar: /نسبة تشغيل مضمونة|تضمن نسبة تشغيل|اتفاقية مستوى خدمة \(SLA\) بنسبة تشغيل/,
};

const SAMPLES: readonly unknown[][] = [[], [1], [3], ["2026-11-14"]];

/** Every string reachable from a value, with its key path; a managed service's strings left out. */
function stringsOf(value: unknown, at: string, seen = new Set<unknown>()): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function") {
    return SAMPLES.flatMap((args) => {
      try {
        const result = (value as (...a: unknown[]) => unknown)(...args);
        // An async loader (the AI models') is left alone: its strings are data, not copy.
        if (result instanceof Promise) {
          result.catch(() => undefined);
          return [];
        }
        return stringsOf(result, `${at}()`, seen);
      } catch {
        return [];
      }
    });
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  const link = (value as { link?: unknown }).link;
  if (typeof link === "string" && MANAGED_SERVICES.has(link)) return [];
  return Object.entries(value)
    .filter(([key]) => ![...MANAGED_SERVICES].some((path) => `/${key}`.endsWith(path)))
    .flatMap(([key, item]) => stringsOf(item, `${at}.${key}`, seen));
}

const planNamesOf = (groups: typeof planGroups) => [
  ...new Set(groups.flatMap((group) => group.plans.map((plan) => plan.name))),
];

/** Why a text that promises the SLA is wrong, or undefined when it names only plans that have it. */
function problem(text: string): string | undefined {
  const arabic = /[\u0600-\u06FF]/.test(text);
  if (!(arabic ? PROMISE.ar : PROMISE.en).test(text)) return undefined;
  if (text === uptimeSlaFeature || text === arabicFeature) return undefined;
  const groups = arabic ? arabicGroups : planGroups;
  const withSla = uptimeSlaPlanNames(groups);
  const named = planNamesOf(groups).filter((name) =>
    arabic ? text.includes(`«${name}»`) : new RegExp(`\\b${name}\\b`).test(text),
  );
  if (!named.some((name) => withSla.includes(name))) return "names no plan that includes it";
  const without = named.filter((name) => !withSla.includes(name));
  if (without.length > 0) return `names ${without.join(", ")}, which does not include it`;
  return undefined;
}

describe("the uptime SLA", () => {
  it("is listed by some plans, the same in both languages", () => {
    const english = planGroups.flatMap((group) => group.plans);
    const withSla = english.filter((plan) => plan.features.includes(uptimeSlaFeature));
    expect(withSla.length).toBeGreaterThan(0);
    expect(withSla.length).toBeLessThan(english.length);
    const arabic = arabicGroups.flatMap((group) => group.plans);
    expect(
      arabic.filter((plan) => plan.features.includes(arabicFeature)).map((plan) => plan.id),
    ).toEqual(withSla.map((plan) => plan.id));
    expect(uptimeSlaPlanNames()).toEqual(["Premium", "Enterprise"]);
  });

  it("finds a promise beyond the plans, and passes one that names them", () => {
    expect(problem("A 99.9% uptime guarantee on everything we run.")).toBeDefined();
    expect(problem("A 99.9% uptime SLA on our Standard and Premium plans.")).toBeDefined();
    expect(problem("A 99.9% uptime SLA on our Premium and Enterprise plans.")).toBeUndefined();
    expect(problem("ونسبة تشغيل مضمونة 99.9% لكل ما نشغّله.")).toBeDefined();
    expect(problem("نسبة تشغيل مضمونة في باقات «المميزة» و«المؤسسات»")).toBeUndefined();
  });

  it("is promised by no content module beyond the plans that include it", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(100);
    const found = Object.entries(modules)
      .filter(([file]) => !isManagedServiceModule(file))
      .flatMap(([file, exports]) =>
        stringsOf(exports, file).flatMap(([at, text]) => {
          const why = problem(text);
          return why ? [`${at}: ${why}: ${text}`] : [];
        }),
      );
    expect([...new Set(found)]).toEqual([]);
  });

  it("is promised by no route description or Markdown document beyond those plans", () => {
    expect(Object.keys(documents).length).toBeGreaterThan(30);
    const texts = [
      ...routes.map((route) => [route.path, route.description] as const),
      ...Object.entries(documents).flatMap(([file, text]) =>
        text.split("\n").map((line, index) => [`${file}:${index + 1}`, line] as const),
      ),
    ];
    const found = texts.flatMap(([at, text]) => {
      const why = problem(text);
      return why ? [`${at}: ${why}: ${text}`] : [];
    });
    expect(found).toEqual([]);
  });

  it("is promised on the home page with the plans' names, in both languages", async () => {
    const [home, arabicHome] = await Promise.all([import("./home"), import("./ar/home")]);
    for (const text of [home.homeStats[2].label, arabicHome.homeStats[2]?.label ?? ""]) {
      expect(problem(text), text).toBeUndefined();
      expect((/[\u0600-\u06FF]/.test(text) ? PROMISE.ar : PROMISE.en).test(text), text).toBe(true);
    }
  });
});
