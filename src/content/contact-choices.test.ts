import { describe, expect, it } from "vitest";

import {
  contactChoiceAddress,
  contactChoiceKey,
  resolveContactChoice,
} from "@/config/contact-choice.mjs";

import { describePlanChoice as describeInArabic } from "./ar/plan-choices";
import { contactChoiceOf, contactChoices } from "./contact-choices";
import { describePlanChoice } from "./plan-choices";
import { CUSTOM_PLAN_CHOICE, planGroups } from "./plans";
import { contactHref, contactServiceLabels } from "./services";
import { ENTERPRISE_TRAINING_CHOICE, programmeContactHref, trainingProgrammes } from "./training";

const keys = contactChoices.map(contactChoiceKey);

describe("contactChoices", () => {
  it("are distinct, and each key names its choice", () => {
    expect(new Set(keys).size).toBe(keys.length);
    for (const choice of contactChoices) {
      expect(contactChoiceOf(contactChoiceKey(choice))).toEqual(choice);
    }
    expect(contactChoiceOf("constructor")).toBeUndefined();
  });

  it("hold every service and every plan a link to /contact can carry", () => {
    const links = [
      ...Object.keys(contactServiceLabels).map((service) =>
        contactHref(service as keyof typeof contactServiceLabels),
      ),
      ...planGroups.flatMap((group) =>
        group.plans.map((plan) => contactHref(group.contactService, plan.id)),
      ),
      contactHref("ai", CUSTOM_PLAN_CHOICE),
      ...trainingProgrammes.map(programmeContactHref),
      contactHref("ai", ENTERPRISE_TRAINING_CHOICE),
    ];
    const addresses = keys.map((key) => contactChoiceAddress("/contact", key));
    expect(addresses.sort()).toEqual([...new Set(links)].sort());
  });

  it("show a plan in words in both languages whenever they carry one", () => {
    for (const { plan } of contactChoices.filter((choice) => choice.plan)) {
      expect(describePlanChoice(plan!), plan).toEqual(expect.any(String));
      expect(describeInArabic(plan!), plan).toEqual(expect.any(String));
    }
  });

  it("are found again from the query of their own link", () => {
    for (const [index, key] of keys.entries()) {
      const query = new URL(contactChoiceAddress("/contact", key), "http://x").searchParams;
      const found = resolveContactChoice(keys, {
        service: query.get("service"),
        plan: query.get("plan"),
      });
      expect(found, key).toBe(keys[index]);
    }
    expect(resolveContactChoice(keys, { service: "toString", plan: "hasOwnProperty" })).toBeNull();
    expect(resolveContactChoice(keys, {})).toBeNull();
  });
});
