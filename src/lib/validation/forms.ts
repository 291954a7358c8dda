/**
 * The zod schemas of every form, shared by the browser (checks before sending) and the
 * server (the authority). zod/mini keeps the browser bundle small.
 */
import * as z from "zod/mini";

import {
  LIMITS,
  PRIORITY_VALUES,
  SERVICE_VALUES,
  type FieldErrors,
  type PriorityValue,
} from "./constants";

export * from "./constants";

/** Control characters other than tab, newline and carriage return never belong in a field. */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function text(label: string, max: number, required: boolean) {
  const schema = z.string(`${label} is required.`).check(z.trim());
  return schema.check(
    z.minLength(required ? 1 : 0, `${label} is required.`),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    z.refine((value) => !CONTROL_CHARS.test(value), `${label} contains invalid characters.`),
  );
}

function email(label = "Email") {
  return z
    .string(`${label} is required.`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(LIMITS.email, `${label} must be at most ${LIMITS.email} characters.`),
      z.email(`Enter a valid email address, like name@company.com.`),
    );
}

/** A checkbox: "on" when ticked, absent otherwise. */
const consent = z.pipe(
  z.optional(z.union([z.literal("on"), z.literal("true"), z.literal(""), z.boolean()])),
  z.transform((value) => value === "on" || value === "true" || value === true),
);

function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.pipe(
    z.optional(z.string()),
    z.transform((value, ctx) => {
      const trimmed = (value ?? "").trim();
      if (trimmed === "") return undefined;
      if (!(values as readonly string[]).includes(trimmed)) {
        ctx.issues.push({ code: "custom", message: `Choose a valid ${label}.`, input: value });
        return z.NEVER;
      }
      return trimmed as T[number];
    }),
  );
}

export const contactSchema = z.object({
  firstName: text("First name", LIMITS.name, true),
  lastName: text("Last name", LIMITS.name, true),
  email: email(),
  company: z.optional(text("Company", LIMITS.company, false)),
  service: optionalChoice(SERVICE_VALUES, "service"),
  plan: z.optional(text("Plan", 60, false)),
  message: text("Project details", LIMITS.message, true),
  consent,
});

export const demoSchema = z.object({
  name: text("Full name", LIMITS.name, true),
  email: email("Work email"),
  company: text("Company", LIMITS.company, true),
  useCase: text("Use case", LIMITS.short, true),
  message: z.optional(text("Message", LIMITS.message, false)),
  consent,
});

export const supportSchema = z.object({
  name: text("Name", LIMITS.name, true),
  email: email(),
  subject: text("Subject", LIMITS.subject, true),
  priority: z.pipe(
    z.optional(z.string()),
    z.transform((value, ctx) => {
      const trimmed = (value ?? "").trim() || "Medium";
      if (!(PRIORITY_VALUES as readonly string[]).includes(trimmed)) {
        ctx.issues.push({ code: "custom", message: "Choose a valid priority.", input: value });
        return z.NEVER;
      }
      return trimmed as PriorityValue;
    }),
  ),
  message: text("Message", LIMITS.message, true),
  consent,
});

export const newsletterSchema = z.object({
  email: email(),
});

export const waitlistSchema = z.object({
  name: text("Full name", LIMITS.name, true),
  email: email("Work email"),
  company: z.optional(text("Company", LIMITS.company, false)),
  consent,
});

export const formSchemas = {
  contact: contactSchema,
  demo: demoSchema,
  support: supportSchema,
  newsletter: newsletterSchema,
  waitlist: waitlistSchema,
} as const;

export type FormKind = keyof typeof formSchemas;

export type ContactInput = z.output<typeof contactSchema>;
export type DemoInput = z.output<typeof demoSchema>;
export type SupportInput = z.output<typeof supportSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;
export type WaitlistInput = z.output<typeof waitlistSchema>;

/** Validates raw form values; returns the parsed data or one message per field. */
export function validateForm<K extends FormKind>(
  kind: K,
  values: Record<string, unknown>,
):
  | { success: true; data: z.output<(typeof formSchemas)[K]> }
  | { success: false; errors: FieldErrors } {
  const result = formSchemas[kind].safeParse(values);
  if (result.success) {
    return { success: true, data: result.data as z.output<(typeof formSchemas)[K]> };
  }
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
