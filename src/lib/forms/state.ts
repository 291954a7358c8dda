/** The result of a form submission, shared by the server action and the form component. */

/** One message per field name ("form" for the whole form). */
export type FieldErrors = Record<string, string>;

type FormStatus = "idle" | "success" | "error" | "retry" | "rate_limited" | "failed";

export interface FormState {
  status: FormStatus;
  /** A message for the whole form (rate limit, database down, retry). */
  message?: string;
  errors?: FieldErrors;
  /** The values the visitor typed, to put back in the fields. */
  values?: Record<string, string>;
  /** A fresh time-trap token (after "retry"). */
  token?: string;
  /** Success detail: e.g. "already subscribed". */
  detail?: "created" | "existing";
  /** Success: what the visitor may quote (a support ticket's reference). */
  reference?: string;
}

export const initialFormState: FormState = { status: "idle" };
