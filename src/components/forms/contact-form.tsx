import { contactFormSpec } from "@/content/forms/contact";
import { formUi } from "@/content/forms/messages";
import { describePlanChoice } from "@/content/plan-choices";
import { submitContact } from "@/lib/forms/actions";
import { formToken } from "@/lib/forms/submit";

import { FormRenderer } from "./form-renderer";

/** The `?service=&plan=` of a link to /contact (from the pricing and service pages). */
export interface ContactQuery {
  service?: string | string[];
  plan?: string | string[];
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/**
 * The contact form, rendered per request: `?service=...&plan=...` preselects the service and
 * shows and carries the chosen plan, and the visitor's token is in the HTML, so that the first
 * press works without JavaScript. Unknown values are ignored.
 */
export async function ContactForm({ query }: { query: ContactQuery }) {
  const service = first(query.service);
  const planId = first(query.plan);
  const planLabel = planId ? describePlanChoice(planId) : undefined;
  const knownService = contactFormSpec.fields.service.options.some(
    (option) => option.value === service,
  );

  return (
    <FormRenderer
      // A link to another choice (client navigation) starts a fresh form.
      key={`${service}|${planId}`}
      kind="contact"
      spec={contactFormSpec}
      action={submitContact}
      sourcePage="/contact"
      token={await formToken("contact")}
      defaults={knownService ? { service } : undefined}
      hidden={planLabel ? { plan: planId } : undefined}
      before={
        planLabel ? (
          <p className="rounded-xl border border-primary/40 bg-accent-soft px-4 py-3 text-sm">
            <span className="font-semibold">{formUi.selectedPlan}:</span> {planLabel}
          </p>
        ) : null
      }
    />
  );
}
