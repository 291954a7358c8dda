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
 * Each language has its registry (`formRegistries[locale]`): the same schemas, built from that
 * language's specs and messages (src/content/ar/forms/*), so an Arabic page's form is checked
 * with Arabic messages in the browser and on the server alike. `formRegistry` is the English
 * one: the types, the team's notifications and the kept values read it.
 *
 * This module is client-safe (zod/mini, content and config only): the form components load it
 * lazily to check a form before sending. Nothing here may import the database or server code.
 */
import * as z from "zod/mini";

import { DEFAULT_PRIORITY, PRIORITIES } from "@/config/forms";
import type { Locale } from "@/config/locales";
import * as arContact from "@/content/ar/forms/contact";
import * as arDemo from "@/content/ar/forms/demo";
import * as arMessages from "@/content/ar/forms/messages";
import * as arNewsletter from "@/content/ar/forms/newsletter";
import * as arSupport from "@/content/ar/forms/support";
import * as arWaitlist from "@/content/ar/forms/waitlist";
import { contactFormSpec } from "@/content/forms/contact";
import { demoFormSpec } from "@/content/forms/demo";
import type { FieldSpec, FormSpec } from "@/content/forms/form-spec";
import * as enMessages from "@/content/forms/messages";
import { newsletterFormSpec } from "@/content/forms/newsletter";
import { supportFormSpec } from "@/content/forms/support";
import { waitlistFormSpec } from "@/content/forms/waitlist";
import { consent, fieldSchemas, type FieldMessages } from "@/lib/validation/field-schemas";

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

/** One language's specs of every kind: the English modules' shapes. */
interface FormSpecs {
  contact: typeof contactFormSpec;
  demo: typeof demoFormSpec;
  support: typeof supportFormSpec;
  newsletter: typeof newsletterFormSpec;
  waitlist: typeof waitlistFormSpec;
}

/** Every kind's spec and schema, in one language: its specs' labels, its messages. */
function buildFormRegistry(specs: FormSpecs, messages: FieldMessages) {
  const { choice, email, optionalChoice, text } = fieldSchemas(messages);
  const contact = specs.contact.fields;
  const demo = specs.demo.fields;
  const support = specs.support.fields;
  const newsletter = specs.newsletter.fields;
  const waitlist = specs.waitlist.fields;
  return {
    contact: defineForm({
      spec: specs.contact,
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
      spec: specs.demo,
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
      spec: specs.support,
      schema: z.object({
        name: text(support.name),
        email: email(support.email),
        subject: text(support.subject),
        priority: choice(PRIORITIES, support.priority, DEFAULT_PRIORITY),
        message: text(support.message),
      }),
    }),
    newsletter: defineForm({
      spec: specs.newsletter,
      schema: z.object({ email: email(newsletter.email) }),
    }),
    waitlist: defineForm({
      spec: specs.waitlist,
      schema: z.object({
        name: text(waitlist.name),
        email: email(waitlist.email),
        company: z.optional(text(waitlist.company)),
        consent,
      }),
    }),
  };
}

/** The English registry: the one the types, the team's messages and the kept values read. */
export const formRegistry = buildFormRegistry(
  {
    contact: contactFormSpec,
    demo: demoFormSpec,
    support: supportFormSpec,
    newsletter: newsletterFormSpec,
    waitlist: waitlistFormSpec,
  },
  enMessages.fieldMessages,
);

/** Each language's registry: the same schemas with that language's labels and messages. */
export const formRegistries: Record<Locale, typeof formRegistry> = {
  en: formRegistry,
  ar: buildFormRegistry(
    {
      contact: arContact.contactFormSpec,
      demo: arDemo.demoFormSpec,
      support: arSupport.supportFormSpec,
      newsletter: arNewsletter.newsletterFormSpec,
      waitlist: arWaitlist.waitlistFormSpec,
    },
    arMessages.fieldMessages,
  ),
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
