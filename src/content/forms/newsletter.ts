/** The newsletter sign-up (/blog): copy and presentation of its field. */
import { LIMITS } from "@/config/forms";

import type { FormSpec } from "./form-spec";

export const newsletterFormSpec = {
  label: "Newsletter sign-up",
  inline: true,
  fields: {
    email: {
      label: "Email address",
      messageLabel: "Email",
      type: "email",
      required: true,
      autoComplete: "email",
      placeholder: "you@company.com",
      maxLength: LIMITS.email,
    },
  },
  submitLabel: "Subscribe",
  pendingLabel: "Subscribing…",
  success: {
    title: "Check your inbox",
    message:
      "We sent a confirmation link to this address: your subscription starts when you follow it (it is valid for 7 days). No email in a few minutes? Look in your spam folder.",
    existing: {
      title: "You're already subscribed",
      message: "This address is already subscribed: nothing more to do.",
    },
  },
} satisfies FormSpec;
