import { describe, expect, it } from "vitest";

import { describePlanChoice as describeInArabic } from "./ar/plan-choices";
import { describePlanChoice } from "./plan-choices";
import { planGroups } from "./plans";

// The `plan` of a /contact link is whatever a visitor or a crawler puts in the address: only a
// plan, a training programme or a named choice is words; anything else, the names an object
// inherits included, is no choice (it answered 500 when it reached the page as a function).
describe("describePlanChoice", () => {
  const inherited = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

  for (const [language, describe] of [
    ["English", describePlanChoice],
    ["Arabic", describeInArabic],
  ] as const) {
    it(`describes plans and named choices in ${language}, and nothing else`, () => {
      const plan = planGroups[0]!.plans[0]!;
      expect(describe(plan.id)).toEqual(expect.any(String));
      expect(describe("training-enterprise")).toEqual(expect.any(String));
      for (const id of [...inherited, "", "no-such-plan"]) expect(describe(id), id).toBeUndefined();
    });
  }
});
