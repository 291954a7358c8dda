import { describe, expect, it } from "vitest";

import { latinRuns } from "./bidi";

const isolated = (text: string) =>
  latinRuns(text)
    .filter((part) => part.isolate)
    .map((part) => part.text);

describe("latinRuns", () => {
  it("isolates a Latin run with digits or punctuation, whole", () => {
    expect(isolated("العنوان 535 Mission Street، سان فرانسيسكو")).toEqual(["535 Mission Street"]);
    expect(isolated("معتمدة SOC 2 Type II منذ")).toEqual(["SOC 2 Type II"]);
  });

  it("keeps a key prefix's trailing underscore in its run", () => {
    expect(isolated("تبدأ بالبادئة cw_test_، والفعلية cw_live_.")).toEqual([
      "cw_test_",
      "cw_live_",
    ]);
  });

  it("leaves a lone word or number alone", () => {
    expect(isolated("عبر WhatsApp على مدار 24/7")).toEqual([]);
  });
});
