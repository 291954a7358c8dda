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
 *   posts to; each hands its kind to `handleSubmission` (./submit.ts).
 * - the server registry (./server-registry.ts): per kind, what a valid submission does on the
 *   server (today: store it), typed by this registry's output types.
 *
 * This module is client-safe (zod/mini, content and config only): the form components load it
 * lazily to check a form before sending. Nothing here may import the database or server code.
 */
import * as z from "zod/mini";

import { DEFAULT_PRIORITY, PRIORITIES } from "@/config/forms";
import { contactFormSpec } from "@/content/forms/contact";
import { demoFormSpec } from "@/content/forms/demo";
import type { FieldSpec, FormSpec } from "@/content/forms/form-spec";
import { newsletterFormSpec } from "@/content/forms/newsletter";
import { supportFormSpec } from "@/content/forms/support";
import { waitlistFormSpec } from "@/content/forms/waitlist";
import { choice, consent, email, optionalChoice, text } from "@/lib/validation/field-schemas";

/** Every submission carries an email: rate limits and replies need one. */
type FormObjectSchema = z.ZodMiniType<{ email: string }> & z.ZodMiniObject;

/** The spec's fields must be exactly the schema's input keys: none missing, none extra. */
type FieldsFor<Schema extends FormObjectSchema, Fields> = Fields & {
  [Key in keyof z.input<Schema>]-?: FieldSpec;
} & { [Extra in Exclude<keyof Fields, keyof z.input<Schema>>]: never };

/** Pairs a kind's schema with its spec; a field named on one side only is a compile error. */
export function defineForm<
  Schema extends FormObjectSchema,
  const Fields extends Record<string, FieldSpec>,
>(entry: {
  schema: Schema;
  spec: FormSpec<FieldsFor<Schema, Fields>>;
}): { schema: Schema; spec: FormSpec<Fields> } {
  return entry;
}

const contact = contactFormSpec.fields;
const demo = demoFormSpec.fields;
const support = supportFormSpec.fields;
const newsletter = newsletterFormSpec.fields;
const waitlist = waitlistFormSpec.fields;

export const formRegistry = {
  contact: defineForm({
    spec: contactFormSpec,
    schema: z.object({
      firstName: text(contact.firstName),
      lastName: text(contact.lastName),
      email: email(contact.email),
      company: z.optional(text(contact.company)),
      service: optionalChoice(contact.service),
      plan: z.optional(text(contact.plan)),
      message: text(contact.message),
      consent,
    }),
  }),
  demo: defineForm({
    spec: demoFormSpec,
    schema: z.object({
      name: text(demo.name),
      email: email(demo.email),
      company: text(demo.company),
      useCase: text(demo.useCase),
      message: z.optional(text(demo.message)),
      consent,
    }),
  }),
  support: defineForm({
    spec: supportFormSpec,
    schema: z.object({
      name: text(support.name),
      email: email(support.email),
      subject: text(support.subject),
      priority: choice(PRIORITIES, support.priority, DEFAULT_PRIORITY),
      message: text(support.message),
    }),
  }),
  newsletter: defineForm({
    spec: newsletterFormSpec,
    schema: z.object({ email: email(newsletter.email) }),
  }),
  waitlist: defineForm({
    spec: waitlistFormSpec,
    schema: z.object({
      name: text(waitlist.name),
      email: email(waitlist.email),
      company: z.optional(text(waitlist.company)),
      consent,
    }),
  }),
};

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
