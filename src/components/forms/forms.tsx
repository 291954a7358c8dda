import { localizeHref } from "@/config/locales";
import { joinWaitlist, submitDemo, submitSupport, subscribeNewsletter } from "@/lib/forms/actions";
import type { FormKind, FormSpecOf } from "@/lib/forms/registry";
import { fieldMessageTexts } from "@/lib/forms/schemas";
import { formToken } from "@/lib/forms/submit";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";

import { ContactFormFields } from "./contact-form";
import { FormRenderer } from "./form-renderer";

// The demo, support and waitlist forms carry their visitor's time-trap token in the HTML, so
// that they work on the first press without JavaScript: the pages holding them are rendered per
// request (reading the request makes them so). The newsletter form sits on the static /blog:
// it fetches its token once interactive, and without JavaScript asks to confirm the sign-up
// (see src/lib/forms/submit.ts).
//
// Each form is in the language of the page it is on (getLocale()): its spec, chrome and the
// messages of its checks are read here, on the server, and given to the form as data (so a
// client bundle holds no language's copy); it sends that language with the submission
// (`_locale`), so the server answers, checks and acknowledges in it.

/** The `?service=&plan=` of a link to /contact (from the pricing and service pages). */
export interface ContactQuery {
  service?: string | string[];
  plan?: string | string[];
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** `path` with the given parameters that are not empty, as a query. */
function withQuery(path: string, parameters: Record<string, string>): string {
  const query = new URLSearchParams(
    Object.entries(parameters).filter(([, value]) => value !== ""),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The form chrome (required, error summary, honeypot label) of the page's language, and every
 * message the checks of a form of `kind` with `spec` can show, as text.
 */
function formWords<Kind extends FormKind>(kind: Kind, spec: FormSpecOf<Kind>) {
  const { formUi, fieldMessages } = copy("forms/messages");
  return { ui: formUi, messages: fieldMessageTexts(kind, spec, fieldMessages) };
}

/**
 * The contact form of /contact: `?service=...&plan=...` preselects the service and shows and
 * carries the chosen plan, in the HTML (unknown values are ignored).
 */
export async function ContactForm({ query }: { query: ContactQuery }) {
  const locale = getLocale();
  const service = first(query.service);
  const planId = first(query.plan);
  const planLabel = planId ? copy("plan-choices").describePlanChoice(planId) : undefined;
  const spec = copy("forms/contact").contactFormSpec;
  const knownService =
    service !== "" && spec.fields.service.options.some((option) => option.value === service);
  return (
    <ContactFormFields
      // A link to another choice (client navigation) starts a fresh form.
      key={`${service}|${planId}`}
      spec={spec}
      {...formWords("contact", spec)}
      locale={locale}
      token={await formToken("contact")}
      service={knownService ? service : undefined}
      plan={planLabel ? { id: planId, label: planLabel } : undefined}
      permalink={withQuery(localizeHref("/contact", locale), { service, plan: planId })}
    />
  );
}

export async function DemoRequestForm() {
  const locale = getLocale();
  const spec = copy("forms/demo").demoFormSpec;
  return (
    <FormRenderer
      kind="demo"
      spec={spec}
      {...formWords("demo", spec)}
      locale={locale}
      action={submitDemo}
      sourcePage="/ai-services/contact"
      permalink={localizeHref("/ai-services/contact", locale)}
      token={await formToken("demo")}
    />
  );
}

export async function SupportForm() {
  const locale = getLocale();
  const spec = copy("forms/support").supportFormSpec;
  return (
    <FormRenderer
      kind="support"
      spec={spec}
      {...formWords("support", spec)}
      locale={locale}
      action={submitSupport}
      sourcePage="/support"
      permalink={localizeHref("/support", locale)}
      token={await formToken("support")}
    />
  );
}

/**
 * `sourcePage` is the unprefixed path of the part of the site (its language is sent apart);
 * `pagePath` the unprefixed path of the page it is on (/blog/page/2), where it posts.
 */
export function NewsletterForm({
  sourcePage = "/blog",
  pagePath = sourcePage,
}: {
  sourcePage?: string;
  pagePath?: string;
}) {
  const locale = getLocale();
  const spec = copy("forms/newsletter").newsletterFormSpec;
  return (
    <FormRenderer
      kind="newsletter"
      spec={spec}
      {...formWords("newsletter", spec)}
      locale={locale}
      action={subscribeNewsletter}
      sourcePage={sourcePage}
      permalink={localizeHref(pagePath, locale)}
    />
  );
}

export async function WaitlistForm() {
  const locale = getLocale();
  const spec = copy("forms/waitlist").waitlistFormSpec;
  return (
    <FormRenderer
      kind="waitlist"
      spec={spec}
      {...formWords("waitlist", spec)}
      locale={locale}
      action={joinWaitlist}
      sourcePage="/signup"
      permalink={localizeHref("/signup", locale)}
      token={await formToken("waitlist")}
    />
  );
}
