/**
 * The form registry: each form kind defined once, as its zod schema beside its spec. Everything
 * else about a form is derived from here or checked against it by the compiler.
 *
 * What "form" means where (one name each):
 * - FormKind ("contact", "demo", ...): a key of this registry. It names the kind in element ids,
 *   time-trap tokens, rate-limit keys and the server registry.
 * - FormSpec (src/content/forms/<kind>.ts, e.g. `contactFormSpec`): the copy and presentation of
 *   a kind's fields, keyed by the schema's input keys. A field missing on either side, or
 *   named differently, does not compile (see `defineForm`).
 * - the form schema (`formRegistry[kind].schema`): zod/mini checks built from the spec's labels
 *   and limits, run in the browser first and on the server as the authority.
 * - form components (src/components/forms): <FormRenderer> draws any spec; <ContactForm>,
 *   <SupportForm>, <DemoRequestForm>, <NewsletterForm>, <WaitlistForm> bind a kind to a page.
 * - form actions (src/lib/forms/actions.ts, `submitContact`, ...): the server actions a form
 *   posts to; each hands its kind to `handleSubmission` (./submit.ts). A form hydrated as an
 *   island, on a page without the framework, posts to /forms/submit?form=<kind>
 *   (src/app/forms/submit/route.ts) instead, which runs the same.
 * - the server registry (./server-registry.ts): per kind, what a valid submission does on the
 *   server (today: store it), typed by this registry's output types.
 *
 * The schemas are built from a language's specs and field messages (`buildFormRegistry`,
 * ./schemas.ts): the same checks, that language's words. `formRegistry` is the default
 * language's (English): the types, the team's notifications and the kept values read it. The
 * server builds each language's from the copy catalogs (./registries.ts); a form in the
 * browser builds its own kind's from the spec and the message texts its server parent gave it
 * (`formSchema`, `fieldMessageTexts`), so that its bundle holds one language.
 *
 * Client-safe (zod/mini, content and config only); nothing here may import the database or
 * server code.
 */
import type * as z from "zod/mini";

import { contactFormSpec } from "@/content/forms/contact";
import { demoFormSpec } from "@/content/forms/demo";
import { fieldMessages } from "@/content/forms/messages";
import { newsletterFormSpec } from "@/content/forms/newsletter";
import { supportFormSpec } from "@/content/forms/support";
import { waitlistFormSpec } from "@/content/forms/waitlist";

import { buildFormRegistry } from "./schemas";

export { defineForm } from "./schemas";

/** The default language's registry: the one the types, the team's messages and the kept values read. */
export const formRegistry = buildFormRegistry(
  {
    contact: contactFormSpec,
    demo: demoFormSpec,
    support: supportFormSpec,
    newsletter: newsletterFormSpec,
    waitlist: waitlistFormSpec,
  },
  fieldMessages,
);

type FormRegistry = typeof formRegistry;
export type FormKind = keyof FormRegistry;

/** The parsed values of one kind: what its server entry receives. */
type FormOutputs = { [Kind in FormKind]: z.output<FormRegistry[Kind]["schema"]> };
export type FormOutput<Kind extends FormKind> = FormOutputs[Kind];

/** The spec of one kind and the names of its fields (for components' typed props). */
export type FormSpecOf<Kind extends FormKind> = FormRegistry[Kind]["spec"];
export type FieldName<Kind extends FormKind> = keyof FormSpecOf<Kind>["fields"] & string;

export function isFormKind(value: string): value is FormKind {
  return Object.hasOwn(formRegistry, value);
}

/** The fields a kind accepts: the values kept and sent back to the visitor. */
export function fieldNames(kind: FormKind): string[] {
  return Object.keys(formRegistry[kind].spec.fields);
}
