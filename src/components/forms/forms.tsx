import * as arDemo from "@/content/ar/forms/demo";
import * as arMessages from "@/content/ar/forms/messages";
import * as arNewsletter from "@/content/ar/forms/newsletter";
import * as arSupport from "@/content/ar/forms/support";
import * as arWaitlist from "@/content/ar/forms/waitlist";
import * as arPlans from "@/content/ar/plan-choices";
import * as enContact from "@/content/forms/contact";
import * as enDemo from "@/content/forms/demo";
import * as enMessages from "@/content/forms/messages";
import * as enNewsletter from "@/content/forms/newsletter";
import * as enSupport from "@/content/forms/support";
import * as enWaitlist from "@/content/forms/waitlist";
import * as enPlans from "@/content/plan-choices";
import { joinWaitlist, submitDemo, submitSupport, subscribeNewsletter } from "@/lib/forms/actions";
import { formToken } from "@/lib/forms/submit";
import { pick } from "@/lib/i18n/pick";
import { getLocale } from "@/lib/i18n/request";

import { ContactFormFields } from "./contact-form";
import { FormRenderer } from "./form-renderer";

// The demo, support and waitlist forms carry their visitor's time-trap token in the HTML, so
// that they work on the first press without JavaScript: the pages holding them are rendered per
// request (reading the request makes them so). The newsletter form sits on the static /blog:
// it fetches its token once interactive, and without JavaScript asks to confirm the sign-up
// (see src/lib/forms/submit.ts).
//
// Each form is in the language of the page it is on (getLocale()): its spec and chrome are
// picked here, on the server, and it sends that language with the submission (`_locale`), so
// the server answers, checks and acknowledges in it.

/** The `?service=&plan=` of a link to /contact (from the pricing and service pages). */
export interface ContactQuery {
  service?: string | string[];
  plan?: string | string[];
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** The form chrome (required, error summary, honeypot label) of the page's language. */
function formUi() {
  return pick(getLocale(), { en: enMessages, ar: arMessages }).formUi;
}

/**
 * The contact form of /contact: `?service=...&plan=...` preselects the service and shows and
 * carries the chosen plan, in the HTML (unknown values are ignored).
 */
export async function ContactForm({ query }: { query: ContactQuery }) {
  const locale = getLocale();
  const service = first(query.service);
  const planId = first(query.plan);
  const planLabel = planId
    ? pick(locale, { en: enPlans, ar: arPlans }).describePlanChoice(planId)
    : undefined;
  const knownService =
    service !== "" &&
    enContact.contactFormSpec.fields.service.options.some((option) => option.value === service);
  return (
    <ContactFormFields
      // A link to another choice (client navigation) starts a fresh form.
      key={`${service}|${planId}`}
      locale={locale}
      token={await formToken("contact")}
      service={knownService ? service : undefined}
      plan={planLabel ? { id: planId, label: planLabel } : undefined}
    />
  );
}

export async function DemoRequestForm() {
  const locale = getLocale();
  return (
    <FormRenderer
      kind="demo"
      spec={pick(locale, { en: enDemo, ar: arDemo }).demoFormSpec}
      ui={formUi()}
      locale={locale}
      action={submitDemo}
      sourcePage="/ai-services/contact"
      token={await formToken("demo")}
    />
  );
}

export async function SupportForm() {
  const locale = getLocale();
  return (
    <FormRenderer
      kind="support"
      spec={pick(locale, { en: enSupport, ar: arSupport }).supportFormSpec}
      ui={formUi()}
      locale={locale}
      action={submitSupport}
      sourcePage="/support"
      token={await formToken("support")}
    />
  );
}

/** `sourcePage` is the unprefixed path of the page (its language is sent apart). */
export function NewsletterForm({ sourcePage = "/blog" }: { sourcePage?: string }) {
  const locale = getLocale();
  return (
    <FormRenderer
      kind="newsletter"
      spec={pick(locale, { en: enNewsletter, ar: arNewsletter }).newsletterFormSpec}
      ui={formUi()}
      locale={locale}
      action={subscribeNewsletter}
      sourcePage={sourcePage}
    />
  );
}

export async function WaitlistForm() {
  const locale = getLocale();
  return (
    <FormRenderer
      kind="waitlist"
      spec={pick(locale, { en: enWaitlist, ar: arWaitlist }).waitlistFormSpec}
      ui={formUi()}
      locale={locale}
      action={joinWaitlist}
      sourcePage="/signup"
      token={await formToken("waitlist")}
    />
  );
}
