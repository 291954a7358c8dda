/**
 * zod schemas for one field each, built from the field's spec (its label, `required` and
 * `maxLength`), so the HTML attributes and the checks cannot drift apart. zod/mini keeps the
 * browser bundle small; the form registry assembles these into one schema per form kind and
 * language: `fieldSchemas(messages)` builds the same checks with one language's messages
 * (src/content/forms/messages.ts or its Arabic mirror).
 */
import * as z from "zod/mini";

import type { fieldMessages as englishFieldMessages } from "@/content/forms/messages";

/** One language's field messages: the shape of the English module's. */
export type FieldMessages = typeof englishFieldMessages;

/** What the builders read from a FieldSpec. */
interface CheckedField {
  label: string;
  messageLabel?: string;
  required?: boolean;
  /** "textarea" for a multi-line field (a message); anything else is one line. */
  type?: string;
}

interface BoundedField extends CheckedField {
  maxLength: number;
}

/** Control characters other than tab, newline and carriage return never belong in a field. */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The bidirectional controls: embeddings and overrides (U+202A-U+202E), isolates (U+2066-U+2069)
 * and the LRM, RLM and ALM marks. In a name or a subject they reach email subjects and the inbox,
 * where an override makes "Ann\u202Egnp.exe" read "Annexe.png"; they are stripped from every
 * one-line field. A message (a textarea) keeps them: Arabic text mixing in Latin words or
 * numbers needs the marks, and a message is shown as its own paragraphs, never in a header.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * Zero-width characters: the space, non-joiner and joiner (U+200B-U+200D), the word joiner
 * (U+2060) and the byte-order mark (U+FEFF). Invisible, they make two names that read the same
 * differ (in the inbox's search, a CSV, a webhook's JSON); they are stripped from every one-line
 * field, like the bidirectional controls. A message keeps them (a joiner makes an emoji, a
 * non-joiner spells a Persian word).
 */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Line breaks: CR, LF and the line and paragraph separators (U+2028, U+2029). A browser drops
 * CR and LF from a one-line input, so a line break inside one (`Bob\r\nBcc: x@evil.example`)
 * was typed by a script: it is refused, saying the field takes one line, rather than stored and
 * shown as extra lines in the inbox, a CSV and a webhook's JSON. Those around the value go with
 * the trim.
 */
const LINE_BREAKS = /[\r\n\u2028\u2029]/;

function messageLabel(field: CheckedField): string {
  return field.messageLabel ?? field.label;
}

/** A checkbox: "on" when ticked, absent otherwise. */
export const consent = z.pipe(
  z.optional(z.union([z.literal("on"), z.literal("true"), z.literal(""), z.boolean()])),
  z.transform((value) => value === "on" || value === "true" || value === true),
);

/** The field builders, with one language's messages. */
export function fieldSchemas(fieldMessages: FieldMessages) {
  /**
   * Trimmed text, required or not, at most `maxLength` characters; one line (all but a textarea):
   * without bidirectional controls and zero-width characters (stripped), nor line breaks
   * (refused).
   */
  function text(field: BoundedField) {
    const label = messageLabel(field);
    const max = field.maxLength;
    const oneLine = field.type !== "textarea";
    const schema = z.string(fieldMessages.required(label)).check(
      z.overwrite((value) =>
        oneLine ? value.replace(BIDI_CONTROLS, "").replace(ZERO_WIDTH, "") : value,
      ),
      z.trim(),
    );
    const checked = schema.check(
      z.minLength(field.required ? 1 : 0, fieldMessages.required(label)),
      z.maxLength(max, fieldMessages.tooLong(label, max)),
      z.refine((value) => !CONTROL_CHARS.test(value), fieldMessages.invalidCharacters(label)),
    );
    return oneLine
      ? checked.check(z.refine((value) => !LINE_BREAKS.test(value), fieldMessages.oneLine(label)))
      : checked;
  }

  /** A required email address. */
  function email(field: BoundedField) {
    const label = messageLabel(field);
    const max = field.maxLength;
    return z
      .string(fieldMessages.required(label))
      .check(
        z.trim(),
        z.minLength(1, fieldMessages.required(label)),
        z.maxLength(max, fieldMessages.tooLong(label, max)),
        z.email(fieldMessages.invalidEmail),
      );
  }

  /**
   * One of `values`, or `fallback` when left empty (undefined without a fallback). The value is
   * found in the list rather than cast, so the output type is the list's own union.
   */
  function choiceOf<const T extends string, F extends T | undefined>(
    values: readonly T[],
    field: CheckedField,
    fallback: F,
  ) {
    // Written when the schema is built, like every other message (see recordingMessages).
    const invalid = fieldMessages.invalidChoice(messageLabel(field));
    return z.pipe(
      z.optional(z.string()),
      z.transform((value, ctx) => {
        const trimmed = (value ?? "").trim();
        if (trimmed === "") return fallback;
        const match = values.find((candidate) => candidate === trimmed);
        if (match === undefined) {
          ctx.issues.push({
            code: "custom",
            message: invalid,
            input: value,
          });
          return z.NEVER;
        }
        return match;
      }),
    );
  }

  /** A select that may be left empty: one of its non-empty option values, or undefined. */
  function optionalChoice(field: CheckedField & { options: readonly { value: string }[] }) {
    const values = field.options.map((option) => option.value).filter((value) => value !== "");
    return choiceOf(values, field, undefined);
  }

  /** A select with a default: one of `values`, `fallback` when left empty. */
  function choice<const T extends string>(
    values: readonly T[],
    field: CheckedField,
    fallback: NoInfer<T>,
  ) {
    return choiceOf(values, field, fallback);
  }

  return { text, email, optionalChoice, choice };
}

/**
 * One form's field messages as text: each message its checks use, by the message's name and
 * arguments. The server writes them out (recordingMessages) for a form in the browser, whose
 * component receives no function from its server parent and so gets them in one language.
 */
export type FieldMessageTexts = Readonly<Record<string, string>>;

function messageKey(name: keyof FieldMessages, args: readonly (string | number)[]): string {
  return [name, ...args].join("\u0000");
}

/** `messages`, writing every message asked for into `texts` (what a browser's checks will ask). */
export function recordingMessages(
  messages: FieldMessages,
  texts: Record<string, string>,
): FieldMessages {
  const keep = (name: keyof FieldMessages, args: (string | number)[], text: string) => {
    texts[messageKey(name, args)] = text;
    return text;
  };
  return {
    required: (label) => keep("required", [label], messages.required(label)),
    tooLong: (label, max) => keep("tooLong", [label, max], messages.tooLong(label, max)),
    invalidCharacters: (label) =>
      keep("invalidCharacters", [label], messages.invalidCharacters(label)),
    oneLine: (label) => keep("oneLine", [label], messages.oneLine(label)),
    invalidEmail: keep("invalidEmail", [], messages.invalidEmail),
    invalidChoice: (label) => keep("invalidChoice", [label], messages.invalidChoice(label)),
  };
}

/** The field messages of texts written out by recordingMessages. */
export function messagesFromTexts(texts: FieldMessageTexts): FieldMessages {
  const text = (name: keyof FieldMessages, ...args: (string | number)[]) =>
    texts[messageKey(name, args)] ?? "";
  return {
    required: (label) => text("required", label),
    tooLong: (label, max) => text("tooLong", label, max),
    invalidCharacters: (label) => text("invalidCharacters", label),
    oneLine: (label) => text("oneLine", label),
    invalidEmail: text("invalidEmail"),
    invalidChoice: (label) => text("invalidChoice", label),
  };
}
