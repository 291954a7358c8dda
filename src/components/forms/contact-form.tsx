"use client";

import type { Locale } from "@/config/locales";
import * as ar from "@/content/ar/forms/contact";
import * as arMessages from "@/content/ar/forms/messages";
import * as en from "@/content/forms/contact";
import * as enMessages from "@/content/forms/messages";
import { submitContact } from "@/lib/forms/actions";
import { pick } from "@/lib/i18n/pick";

import { FormRenderer } from "./form-renderer";

interface ContactFormFieldsProps {
  /** The page's language: the spec and chrome shown, and the `_locale` sent. */
  locale: Locale;
  token: string;
  /** A known service value from `?service=`, preselected. */
  service?: string;
  /** The plan from `?plan=`, shown and sent with the lead. */
  plan?: { id: string; label: string };
}

/**
 * The contact form itself (a client module, so that its spec stays out of the page's payload:
 * both languages' specs are small, and the Arabic one is built on the English one anyway);
 * `<ContactForm>` (./forms.tsx) reads the request and gives it the locale, token and choice.
 */
export function ContactFormFields({ locale, token, service, plan }: ContactFormFieldsProps) {
  const { formUi } = pick(locale, { en: enMessages, ar: arMessages });
  return (
    <FormRenderer
      kind="contact"
      spec={pick(locale, { en, ar }).contactFormSpec}
      ui={formUi}
      locale={locale}
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
