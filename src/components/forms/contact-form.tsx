"use client";

import { contactFormSpec } from "@/content/forms/contact";
import { formUi } from "@/content/forms/messages";
import { submitContact } from "@/lib/forms/actions";

import { FormRenderer } from "./form-renderer";

interface ContactFormFieldsProps {
  token: string;
  /** A known service value from `?service=`, preselected. */
  service?: string;
  /** The plan from `?plan=`, shown and sent with the lead. */
  plan?: { id: string; label: string };
}

/**
 * The contact form itself (a client module, so that its spec stays out of the page's payload);
 * `<ContactForm>` (./forms.tsx) reads the request and gives it the token and the choice.
 */
export function ContactFormFields({ token, service, plan }: ContactFormFieldsProps) {
  return (
    <FormRenderer
      kind="contact"
      spec={contactFormSpec}
      action={submitContact}
      sourcePage="/contact"
      token={token}
      defaults={service ? { service } : undefined}
      hidden={plan ? { plan: plan.id } : undefined}
      before={
        plan ? (
          <p className="rounded-xl border border-primary/40 bg-accent-soft px-4 py-3 text-sm">
            <span className="font-semibold">{formUi.selectedPlan}:</span> {plan.label}
          </p>
        ) : null
      }
    />
  );
}
