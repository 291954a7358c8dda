import { describe, expect, it } from "vitest";

import {
  automationVisual,
  builderVisual,
  chatVisual,
  dashboardFigures,
  dashboardVisual,
  generatedCount,
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
    expect(automationVisual.total(runTotal(automationVisual))).toBe("49 invoices today");
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
