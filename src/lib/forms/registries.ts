/**
 * Each language's form registry, built from its copy (src/content/forms/* and its mirrors,
 * through the catalogs): what the server checks a submission with and what the visitor's
 * acknowledgement labels the fields with. Not for the browser (the catalogs hold every
 * language's copy): a form there checks with its own spec and messages (./validate.ts).
 */
import type * as z from "zod/mini";

import { defaultLocale, type Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/catalogs";

import type { FormKind, FormOutput } from "./registry";
import { buildFormRegistry } from "./schemas";
import { validateWith, type ValidationResult } from "./validate";

type FormRegistry = ReturnType<typeof buildFormRegistry>;

const registries = new Map<Locale, FormRegistry>();

/** The registry of a language: the same schemas, with its specs' labels and its messages. */
export function formRegistryIn(locale: Locale): FormRegistry {
  let registry = registries.get(locale);
  if (!registry) {
    registry = buildFormRegistry(
      {
        contact: copyIn(locale, "forms/contact").contactFormSpec,
        demo: copyIn(locale, "forms/demo").demoFormSpec,
        support: copyIn(locale, "forms/support").supportFormSpec,
        newsletter: copyIn(locale, "forms/newsletter").newsletterFormSpec,
        waitlist: copyIn(locale, "forms/waitlist").waitlistFormSpec,
      },
      copyIn(locale, "forms/messages").fieldMessages,
    );
    registries.set(locale, registry);
  }
  return registry;
}

/** The registries seen per kind, so that a generic kind keeps its own schema's output type. */
type FormSchemas = {
  [Kind in FormKind]: { schema: z.ZodMiniType<FormOutput<Kind>> };
};

/** Checks raw values against a kind's schema in a language: the parsed data or one message per field. */
export function validateForm<Kind extends FormKind>(
  kind: Kind,
  values: Record<string, unknown>,
  locale: Locale = defaultLocale,
): ValidationResult<FormOutput<Kind>> {
  const schemas: FormSchemas = formRegistryIn(locale);
  return validateWith(schemas[kind].schema, values);
}
