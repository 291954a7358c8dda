/**
 * Checks raw form values against a kind's schema; the browser (before sending) and the server
 * (the authority, ./registries.ts) run the same checks with the language of the page the form
 * is on: the same rules, that language's messages. Client-safe: the form components load it
 * lazily, with no language's copy in it (the browser's messages come from the page).
 */
import type * as z from "zod/mini";

import { messagesFromTexts, type FieldMessageTexts } from "@/lib/validation/field-schemas";

import type { FormKind, FormOutput, FormSpecOf } from "./registry";
import { formSchema } from "./schemas";
import type { FieldErrors } from "./state";

export type ValidationResult<Output> =
  { success: true; data: Output } | { success: false; errors: FieldErrors };

/** Returns the parsed data or one message per field (the first issue of each). */
export function validateWith<Output>(
  schema: z.ZodMiniType<Output>,
  values: Record<string, unknown>,
): ValidationResult<Output> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/**
 * The browser's check of a form: its kind's schema built from the spec and the message texts
 * its server parent gave it (`fieldMessageTexts`), in the page's language.
 */
export function checkForm<Kind extends FormKind>(
  kind: Kind,
  spec: FormSpecOf<Kind>,
  messages: FieldMessageTexts,
  values: Record<string, unknown>,
): ValidationResult<FormOutput<Kind>> {
  return validateWith(formSchema(kind, spec, messagesFromTexts(messages)), values);
}
