/**
 * Checks raw form values against a kind's schema; the browser (before sending) and the server
 * (the authority) run the same function, with the language of the page the form is on: the
 * same checks, that language's messages. Client-safe: the form components load it lazily.
 */
import type * as z from "zod/mini";

import { defaultLocale, type Locale } from "@/config/locales";

import { formRegistries, type FormKind, type FormOutput } from "./registry";
import type { FieldErrors } from "./state";

/** The registries seen per kind, so that a generic kind keeps its own schema's output type. */
const formSchemas: Record<
  Locale,
  { [Kind in FormKind]: { schema: z.ZodMiniType<FormOutput<Kind>> } }
> = formRegistries;

/** Returns the parsed data or one message per field (the first issue of each). */
export function validateForm<Kind extends FormKind>(
  kind: Kind,
  values: Record<string, unknown>,
  locale: Locale = defaultLocale,
): { success: true; data: FormOutput<Kind> } | { success: false; errors: FieldErrors } {
  const result = formSchemas[locale][kind].schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
