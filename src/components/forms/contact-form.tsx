"use client";

import * as React from "react";

import { contactFormSpec } from "@/content/forms/contact";
import { formUi } from "@/content/forms/messages";
import { describePlanChoice } from "@/content/plan-choices";
import { submitContact } from "@/lib/forms/actions";

import { FormRenderer } from "./form-renderer";

interface Prefill {
  service?: string;
  plan?: { id: string; label: string };
}

function readPrefill(search: string): Prefill {
  const params = new URLSearchParams(search);
  const service = params.get("service") ?? undefined;
  const planId = params.get("plan") ?? "";
  const planLabel = planId ? describePlanChoice(planId) : undefined;
  return {
    service:
      service && contactFormSpec.fields.service.options.some((option) => option.value === service)
        ? service
        : undefined,
    plan: planLabel ? { id: planId, label: planLabel } : undefined,
  };
}

function noSubscription(): () => void {
  return () => {};
}

/** The contact form; `?service=...&plan=...` preselects the service and shows the chosen plan. */
export function ContactForm() {
  // The page is static: the query is read in the browser only (empty while pre-rendering).
  const search = React.useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
  const prefill = React.useMemo(() => (search ? readPrefill(search) : null), [search]);

  return (
    <FormRenderer
      key={search}
      kind="contact"
      spec={contactFormSpec}
      action={submitContact}
      sourcePage="/contact"
      defaults={prefill?.service ? { service: prefill.service } : undefined}
      hidden={prefill?.plan ? { plan: prefill.plan.id } : undefined}
      before={
        prefill?.plan ? (
          <p className="rounded-xl border border-primary/40 bg-accent-soft px-4 py-3 text-sm">
            <span className="font-semibold">{formUi.selectedPlan}:</span> {prefill.plan.label}
          </p>
        ) : null
      }
    />
  );
}
