/**
 * The shape of a form's copy and presentation (a FormSpec). One spec per form kind lives beside
 * this file; the form registry (src/lib/forms/registry.ts) pairs each with its zod schema.
 */

interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  label: string;
  /** How validation messages name the field, when not by its label ("Choose a valid service."). */
  messageLabel?: string;
  /** `hidden` fields are not rendered as controls: a component fills them (the chosen plan). */
  type: "text" | "email" | "textarea" | "select" | "checkbox" | "hidden";
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  options?: readonly FieldOption[];
  rows?: number;
  /** Two fields marked `half` sit side by side on wide screens. */
  half?: boolean;
  maxLength?: number;
  /** The value the field starts with. */
  defaultValue?: string;
}

export interface FormSpec<Fields extends Record<string, FieldSpec> = Record<string, FieldSpec>> {
  /** Accessible name of the form. */
  label: string;
  /** Keyed by field name (the form's schema keys), in the order the fields are shown. */
  fields: Fields;
  submitLabel: string;
  pendingLabel: string;
  success: {
    title: string;
    message: string;
    /** For a submission that changed nothing (an address already subscribed). */
    existing?: { title: string; message: string };
    /** Introduces the reference the visitor may quote (a support ticket's). */
    referenceLabel?: string;
  };
  /** Shown under the button. */
  note?: string;
  /** Lay the fields out in one row (newsletter). */
  inline?: boolean;
}

/**
 * What we promise about a visitor's details, as true as the privacy policy: our processors
 * (hosting, e-mail) receive them, so we never promise that nobody does.
 */
export const privacyPromise = "We never sell your details or share them for marketing.";

export const consentField = {
  label: "Send me occasional news about Cedarwave services (optional).",
  type: "checkbox",
} satisfies FieldSpec;
