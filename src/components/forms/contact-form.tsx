"use client";

import type { Locale } from "@/config/locales";
import type { formUi as englishFormUi } from "@/content/forms/messages";
import { submitContact } from "@/lib/forms/actions";
import type { FormSpecOf } from "@/lib/forms/registry";
import type { FieldMessageTexts } from "@/lib/validation/field-schemas";

import { FormRenderer } from "./form-renderer";

interface ContactFormFieldsProps {
  /** The spec, the form chrome and the checks' messages in the page's language. */
  spec: FormSpecOf<"contact">;
  ui: typeof englishFormUi;
  messages: FieldMessageTexts;
  /** The page's language: the `_locale` sent. */
  locale: Locale;
  token: string;
  /** The page's address with its query: where the form posts (FormRenderer's permalink). */
  permalink: string;
  /** A known service value from `?service=`, preselected. */
  service?: string;
  /** The plan from `?plan=`, shown and sent with the lead. */
  plan?: { id: string; label: string };
}

/**
 * The contact form itself; `<ContactForm>` (./forms.tsx) reads the request and gives it its
 * words in the page's language (as data: this client module holds no language's copy), the
 * locale, the token and the choice.
 */
export function ContactFormFields({
  spec,
  ui: formUi,
  messages,
  locale,
  token,
  permalink,
  service,
  plan,
}: ContactFormFieldsProps) {
  return (
    <FormRenderer
      kind="contact"
      spec={spec}
      ui={formUi}
      messages={messages}
      locale={locale}
      action={submitContact}
      sourcePage="/contact"
      permalink={permalink}
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
