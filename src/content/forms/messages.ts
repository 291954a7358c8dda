/** Every message the forms show: field checks, answers to a whole submission, form chrome. */
import { siteConfig } from "@/config/site";

/** Field messages; `label` is the field's message label (FieldSpec.messageLabel ?? label). */
export const fieldMessages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  invalidCharacters: (label: string) => `${label} contains invalid characters.`,
  oneLine: (label: string) => `${label} must be on one line.`,
  invalidEmail: "Enter a valid email address, like name@company.com.",
  invalidChoice: (label: string) => `Choose a valid ${label}.`,
};

/** Answers to a whole submission (field messages are listed under them). */
export const submissionMessages = {
  invalid: "Please correct the highlighted fields and send again.",
  retry:
    "For your security, please check your details and press the button once more to send them.",
  confirm: "One more step: press the button again to confirm your sign-up.",
  rateLimited: (minutes: number) =>
    `Too many submissions, please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  failed: (email: string) =>
    `We could not send your message right now. Your details are still here: please try again in a moment, or write to us at ${email}.`,
};

export const formUi = {
  required: "required",
  errorSummaryTitle: "There is a problem",
  selectedPlan: "Selected plan",
  honeypotLabel: "Leave this field empty",
  /** A submission that got no answer (the network or the server failed): the values are kept. */
  sendFailed: submissionMessages.failed(siteConfig.email),
};
