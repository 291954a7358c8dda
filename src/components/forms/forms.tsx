import { contactFormSpec } from "@/content/forms/contact";
import { demoFormSpec } from "@/content/forms/demo";
import { newsletterFormSpec } from "@/content/forms/newsletter";
import { supportFormSpec } from "@/content/forms/support";
import { waitlistFormSpec } from "@/content/forms/waitlist";
import { describePlanChoice } from "@/content/plan-choices";
import { joinWaitlist, submitDemo, submitSupport, subscribeNewsletter } from "@/lib/forms/actions";
import { formToken } from "@/lib/forms/submit";

import { ContactFormFields } from "./contact-form";
import { FormRenderer } from "./form-renderer";

// The demo, support and waitlist forms carry their visitor's time-trap token in the HTML, so
// that they work on the first press without JavaScript: the pages holding them are rendered per
// request (reading the request makes them so). The newsletter form sits on the static /blog:
// it fetches its token once interactive, and without JavaScript asks to confirm the sign-up
// (see src/lib/forms/submit.ts).

/** The `?service=&plan=` of a link to /contact (from the pricing and service pages). */
export interface ContactQuery {
  service?: string | string[];
  plan?: string | string[];
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/**
 * The contact form of /contact: `?service=...&plan=...` preselects the service and shows and
 * carries the chosen plan, in the HTML (unknown values are ignored).
 */
export async function ContactForm({ query }: { query: ContactQuery }) {
  const service = first(query.service);
  const planId = first(query.plan);
  const planLabel = planId ? describePlanChoice(planId) : undefined;
  const knownService =
    service !== "" &&
    contactFormSpec.fields.service.options.some((option) => option.value === service);
  return (
    <ContactFormFields
      // A link to another choice (client navigation) starts a fresh form.
      key={`${service}|${planId}`}
      token={await formToken("contact")}
      service={knownService ? service : undefined}
      plan={planLabel ? { id: planId, label: planLabel } : undefined}
    />
  );
}

export async function DemoRequestForm() {
  return (
    <FormRenderer
      kind="demo"
      spec={demoFormSpec}
      action={submitDemo}
      sourcePage="/ai-services/contact"
      token={await formToken("demo")}
    />
  );
}

export async function SupportForm() {
  return (
    <FormRenderer
      kind="support"
      spec={supportFormSpec}
      action={submitSupport}
      sourcePage="/support"
      token={await formToken("support")}
    />
  );
}

export function NewsletterForm({ sourcePage = "/blog" }: { sourcePage?: string }) {
  return (
    <FormRenderer
      kind="newsletter"
      spec={newsletterFormSpec}
      action={subscribeNewsletter}
      sourcePage={sourcePage}
    />
  );
}

export async function WaitlistForm() {
  return (
    <FormRenderer
      kind="waitlist"
      spec={waitlistFormSpec}
      action={joinWaitlist}
      sourcePage="/signup"
      token={await formToken("waitlist")}
    />
  );
}
