import { describe, expect, it } from "vitest";

import * as ar from "./ar/visuals";
import { caseStudyFacts } from "./case-study-facts";
import {
  automationVisual,
  builderVisual,
  chatVisual,
  dashboardFigures,
  dashboardVisual,
  generatedCount,
  migrationFigures,
  migrationVisual,
  runTotal,
} from "./visuals";

describe("the model dashboard", () => {
  it("shows the evaluation's own numbers, formatted", () => {
    const figures = dashboardFigures(dashboardVisual);
    expect(figures.accuracy).toBe("96.8%");
    expect(figures.latency).toBe("48 ms");
    expect(figures.testSet).toBe("12,400");
    expect(figures.drift).toBe("0.04");
    expect(figures.driftThreshold).toBe("threshold 0.10");
  });

  it("ends its accuracy chart on the accuracy it reports", () => {
    expect(dashboardVisual.accuracyHistory.at(-1)).toBe(dashboardVisual.evaluation.accuracy);
    expect(dashboardFigures(dashboardVisual).trend).toBe("93.1% → 96.8%");
  });

  it("calls drift stable under the threshold and asks for retraining above it", () => {
    expect(dashboardFigures(dashboardVisual).driftStatus).toBe("Stable");
    const drifting = {
      ...dashboardVisual,
      evaluation: { ...dashboardVisual.evaluation, drift: 0.14 },
    };
    expect(dashboardFigures(drifting)).toMatchObject({ driftStatus: "Retrain", drifting: true });
  });

  it("says it is an example, in the caption and on the window", () => {
    expect(dashboardVisual.caption).toMatch(/^Example/);
    expect(dashboardVisual.compactCaption).toMatch(/example/i);
    expect(dashboardVisual.exampleBadge).toBe("Example");
  });
});

describe("the website build", () => {
  it("counts its generated sections for the progress line", () => {
    expect(generatedCount(builderVisual)).toBe(4);
    expect(
      builderVisual.progress(generatedCount(builderVisual), builderVisual.sections.length),
    ).toBe("4 of 6 sections generated");
  });

  it("names in its caption the sections that are generated", () => {
    for (const section of builderVisual.sections.filter((s) => s.status === "generated")) {
      expect(builderVisual.caption.toLowerCase()).toContain(section.name.toLowerCase());
    }
  });
});

describe("the automation run", () => {
  it("totals its outcomes and states each count in its caption", () => {
    expect(runTotal(automationVisual)).toBe(49);
    expect(automationVisual.total(runTotal(automationVisual))).toBe("49 documents today");
    for (const outcome of automationVisual.outcomes) {
      expect(automationVisual.caption).toContain(` ${outcome.count} `);
    }
  });

  it("runs from a trigger to a notification", () => {
    expect(automationVisual.steps.map((step) => step.kind)).toEqual([
      "Trigger",
      "Read document",
      "Classify",
      "Update system",
      "Notify",
    ]);
  });
});

describe("the conversation", () => {
  it("cites a source and hands off to a team, not a person", () => {
    expect(chatVisual.messages.some((message) => "source" in message)).toBe(true);
    expect(chatVisual.handoff.text).toContain(`Handed to ${chatVisual.handoff.team}`);
    expect(chatVisual.details.items.find((item) => item.term === "Routed to")?.value).toContain(
      chatVisual.handoff.team,
    );
  });
});

describe("the cloud migration board", () => {
  const facts = caseStudyFacts.retailpro;
  const numbersIn = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map(Number);
  const factNumbers = facts.outcomes.map((outcome) => outcome.value);

  it("is the RetailPro study's visual and shows that study's measured outcomes", () => {
    expect(facts.visual).toBe("migration");
    expect(migrationVisual.client).toBe(facts.company);
    expect(migrationFigures()).toEqual({
      downtime: "0 min",
      cost: "31%",
      uptime: "99.98%",
      costAfterPercent: 69,
    });
    const [downtime, cost, uptime] = facts.outcomes;
    expect(numbersIn(migrationFigures().downtime)).toEqual([downtime.value]);
    expect(numbersIn(migrationFigures().cost)).toEqual([cost.value]);
    expect(numbersIn(migrationFigures().uptime)).toEqual([uptime.value]);
    expect(migrationFigures().costAfterPercent).toBe(100 - cost.value);
  });

  it("follows the facts when they change", () => {
    const changed = {
      outcomes: [
        { value: 5, unit: "minutes" },
        { value: 40, unit: "percent" },
        { value: 99.9, unit: "percent" },
      ],
    } as const;
    expect(migrationFigures(changed)).toMatchObject({ downtime: "5 min", costAfterPercent: 60 });
    expect(ar.migrationFigures(changed)).toMatchObject({ cost: "40%", uptime: "99.9%" });
  });

  it("types no number of its own, in either language", () => {
    for (const visual of [migrationVisual, ar.migrationVisual]) {
      const words = JSON.stringify(visual);
      for (const number of numbersIn(words)) expect(factNumbers).toContain(number);
      expect(visual.caption).toContain(String(facts.outcomes[1].value));
    }
  });

  it("says the same in Arabic, with the same services, statuses and icons", () => {
    expect(ar.migrationFigures()).toMatchObject({ cost: "31%", uptime: "99.98%" });
    expect(numbersIn(ar.migrationFigures().downtime)).toEqual([0]);
    expect(ar.migrationFigures().downtime).not.toMatch(/min/);
    expect(ar.migrationVisual.services.map(({ status, icon }) => ({ status, icon }))).toEqual(
      migrationVisual.services.map(({ status, icon }) => ({ status, icon })),
    );
    expect(ar.migrationVisual.caption).toMatch(/[\u0600-\u06FF]/);
    expect(ar.migrationVisual.caption).toContain(ar.migrationFigures().uptime);
    expect(ar.migrationVisual.labels.costChange("31%")).toContain("31%");
  });
});
