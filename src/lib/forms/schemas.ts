/**
 * How a form kind's schema is built from its spec in one language and that language's field
 * messages (./registry.ts explains what "form" means where). No copy of any language is
 * imported here, only types: the browser's checks load this module (through ./validate.ts)
 * with the spec and message texts of the page's language, and nothing else.
 */
import * as z from "zod/mini";

import { DEFAULT_PRIORITY, PRIORITIES } from "@/config/forms";
import type { contactFormSpec } from "@/content/forms/contact";
import type { demoFormSpec } from "@/content/forms/demo";
import type { FieldSpec, FormSpec } from "@/content/forms/form-spec";
import type { newsletterFormSpec } from "@/content/forms/newsletter";
import type { supportFormSpec } from "@/content/forms/support";
import type { waitlistFormSpec } from "@/content/forms/waitlist";
import {
  consent,
  fieldSchemas,
  recordingMessages,
  type FieldMessages,
  type FieldMessageTexts,
} from "@/lib/validation/field-schemas";

import type { FormKind, FormOutput, FormSpecOf } from "./registry";

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
export interface FormSpecs {
  contact: typeof contactFormSpec;
  demo: typeof demoFormSpec;
  support: typeof supportFormSpec;
  newsletter: typeof newsletterFormSpec;
  waitlist: typeof waitlistFormSpec;
}

/** Each kind's spec and schema from its spec in one language, with that language's messages. */
function formBuilders(messages: FieldMessages) {
  const { choice, email, optionalChoice, text } = fieldSchemas(messages);
  return {
    contact: (spec: FormSpecs["contact"]) =>
      defineForm({
        spec,
        schema: z.object({
          firstName: text(spec.fields.firstName),
          lastName: text(spec.fields.lastName),
          email: email(spec.fields.email),
          company: z.optional(text(spec.fields.company)),
          service: optionalChoice(spec.fields.service),
          plan: z.optional(text(spec.fields.plan)),
          message: text(spec.fields.message),
          consent,
        }),
      }),
    demo: (spec: FormSpecs["demo"]) =>
      defineForm({
        spec,
        schema: z.object({
          name: text(spec.fields.name),
          email: email(spec.fields.email),
          company: text(spec.fields.company),
          useCase: text(spec.fields.useCase),
          message: z.optional(text(spec.fields.message)),
          consent,
        }),
      }),
    support: (spec: FormSpecs["support"]) =>
      defineForm({
        spec,
        schema: z.object({
          name: text(spec.fields.name),
          email: email(spec.fields.email),
          subject: text(spec.fields.subject),
          priority: choice(PRIORITIES, spec.fields.priority, DEFAULT_PRIORITY),
          message: text(spec.fields.message),
        }),
      }),
    newsletter: (spec: FormSpecs["newsletter"]) =>
      defineForm({
        spec,
        schema: z.object({ email: email(spec.fields.email) }),
      }),
    waitlist: (spec: FormSpecs["waitlist"]) =>
      defineForm({
        spec,
        schema: z.object({
          name: text(spec.fields.name),
          email: email(spec.fields.email),
          company: z.optional(text(spec.fields.company)),
          consent,
        }),
      }),
  };
}

/** Every kind's spec and schema, in one language: its specs' labels, its messages. */
export function buildFormRegistry(specs: FormSpecs, messages: FieldMessages) {
  const build = formBuilders(messages);
  return {
    contact: build.contact(specs.contact),
    demo: build.demo(specs.demo),
    support: build.support(specs.support),
    newsletter: build.newsletter(specs.newsletter),
    waitlist: build.waitlist(specs.waitlist),
  };
}

/**
 * One kind's schema from its spec in a language and that language's messages: what a form
 * checks in the browser, with the messages of `fieldMessageTexts` (messagesFromTexts).
 */
export function formSchema<Kind extends FormKind>(
  kind: Kind,
  spec: FormSpecOf<Kind>,
  messages: FieldMessages,
): z.ZodMiniType<FormOutput<Kind>> {
  const build = formBuilders(messages)[kind] as unknown as (spec: FormSpecOf<Kind>) => {
    schema: z.ZodMiniType<FormOutput<Kind>>;
  };
  return build(spec).schema;
}

/**
 * Every message one kind's checks can show, as text, in the language of `spec` and `messages`:
 * what the server gives a form for the browser's checks (functions cannot reach it).
 */
export function fieldMessageTexts<Kind extends FormKind>(
  kind: Kind,
  spec: FormSpecOf<Kind>,
  messages: FieldMessages,
): FieldMessageTexts {
  const texts: Record<string, string> = {};
  formSchema(kind, spec, recordingMessages(messages, texts));
  return texts;
}
