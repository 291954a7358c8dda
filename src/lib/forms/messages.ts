/** Whole-form messages of the form system (field messages live in the zod schemas). */
export const formMessages = {
  invalid: "Please correct the highlighted fields and send again.",
  retry:
    "For your security, please check your details and press the button once more to send them.",
  rateLimited: (minutes: number) =>
    `Too many submissions, please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  failed: (email: string) =>
    `We could not send your message right now. Your details are still here: please try again in a moment, or write to us at ${email}.`,
};
