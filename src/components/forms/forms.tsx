import { Island } from "@/components/islands/island";
import { localizeHref } from "@/config/locales";
import type { ContactChoice } from "@/content/contact-choices";
import { contactHref } from "@/content/services";
import {
  joinWaitlist,
  submitContact,
  submitDemo,
  submitSupport,
  subscribeNewsletter,
} from "@/lib/forms/actions";
import type { FormKind, FormSpecOf } from "@/lib/forms/registry";
import { fieldMessageTexts } from "@/lib/forms/schemas";
import { tokenSlot } from "@/lib/forms/token-slot.mjs";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";

import { FormRenderer } from "./form-renderer";

// The contact, demo, support and waitlist forms carry their visitor's time-trap token in the
// HTML, so that they work on the first press without JavaScript. Their pages are pre-rendered
// all the same: the HTML holds the slot of the form's token (tokenSlot), which server.mjs swaps
// for a fresh token made for the visitor when it serves the page (src/lib/forms/token-slot.mjs).
// The newsletter form sits on pages served as they are (/blog): it fetches its token once
// interactive, and without JavaScript asks to confirm the sign-up (see src/lib/forms/submit.ts).
//
// Each form is in the language of the page it is on (getLocale()): its spec, chrome and the
// messages of its checks are read here, on the server, and given to the form as data (so a
// client bundle holds no language's copy); it sends that language with the submission
// (`_locale`), so the server answers, checks and acknowledges in it.
//
// Each form is the "form" island (src/config/islands.mjs): <Island> renders it with its Server
// Action (`server`: the server render's only, the path a POST without JavaScript takes, and
// the one the framework's client calls on a page that has it) and writes its props into the
// page as JSON, so they are plain data; on a page without the framework the island is
// hydrated with an action of its own that posts to /forms/submit (./island-form.tsx).

/**
 * The form chrome (required, error summary, honeypot label) of the page's language, and every
 * message the checks of a form of `kind` with `spec` can show, as text.
 */
function formWords<Kind extends FormKind>(kind: Kind, spec: FormSpecOf<Kind>) {
  const { formUi, fieldMessages } = copy("forms/messages");
  return { ui: formUi, messages: fieldMessageTexts(kind, spec, fieldMessages) };
}

/**
 * The contact form of /contact: the `choice` of its address (`?service=...&plan=...`, one of
 * src/content/contact-choices.ts, on a variant of the page pre-rendered for it) preselects the
 * service and shows and carries the chosen plan, in the HTML. The plan is shown above the
 * fields as a slot (server-rendered), and sent as a hidden field.
 */
export function ContactForm({ choice }: { choice?: ContactChoice }) {
  const locale = getLocale();
  const planId = choice?.plan;
  const planLabel = planId ? copy("plan-choices").describePlanChoice(planId) : undefined;
  const spec = copy("forms/contact").contactFormSpec;
  const words = formWords("contact", spec);
  return (
    <Island
      name="form"
      component={FormRenderer}
      props={{
        kind: "contact" as const,
        spec,
        ...words,
        locale,
        sourcePage: "/contact",
        permalink: localizeHref(
          choice ? contactHref(choice.service, choice.plan) : "/contact",
          locale,
        ),
        token: tokenSlot("contact"),
        ...(choice ? { defaults: { service: choice.service } } : {}),
        ...(planId && planLabel ? { hidden: { plan: planId } } : {}),
      }}
      server={{ action: submitContact }}
      slots={
        planLabel
          ? {
              before: (
                <p className="rounded-xl border border-primary/40 bg-accent-soft px-4 py-3 text-sm">
                  <span className="font-semibold">{words.ui.selectedPlan}:</span> {planLabel}
                </p>
              ),
            }
          : undefined
      }
    />
  );
}

export function DemoRequestForm() {
  const locale = getLocale();
  const spec = copy("forms/demo").demoFormSpec;
  return (
    <Island
      name="form"
      component={FormRenderer}
      props={{
        kind: "demo" as const,
        spec,
        ...formWords("demo", spec),
        locale,
        sourcePage: "/ai-services/contact",
        permalink: localizeHref("/ai-services/contact", locale),
        token: tokenSlot("demo"),
      }}
      server={{ action: submitDemo }}
    />
  );
}

export function SupportForm() {
  const locale = getLocale();
  const spec = copy("forms/support").supportFormSpec;
  return (
    <Island
      name="form"
      component={FormRenderer}
      props={{
        kind: "support" as const,
        spec,
        ...formWords("support", spec),
        locale,
        sourcePage: "/support",
        permalink: localizeHref("/support", locale),
        token: tokenSlot("support"),
      }}
      server={{ action: submitSupport }}
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
    <Island
      name="form"
      component={FormRenderer}
      props={{
        kind: "newsletter" as const,
        spec,
        ...formWords("newsletter", spec),
        locale,
        sourcePage,
        permalink: localizeHref(pagePath, locale),
      }}
      server={{ action: subscribeNewsletter }}
    />
  );
}

export function WaitlistForm() {
  const locale = getLocale();
  const spec = copy("forms/waitlist").waitlistFormSpec;
  return (
    <Island
      name="form"
      component={FormRenderer}
      props={{
        kind: "waitlist" as const,
        spec,
        ...formWords("waitlist", spec),
        locale,
        sourcePage: "/signup",
        permalink: localizeHref("/signup", locale),
        token: tokenSlot("waitlist"),
      }}
      server={{ action: joinWaitlist }}
    />
  );
}
