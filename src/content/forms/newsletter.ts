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
    title: "You're subscribed",
    message:
      "Thanks for subscribing. You will get our next articles by email; unsubscribe any time.",
    existing: "You're already subscribed with this address: nothing more to do.",
  },
} satisfies FormSpec;
