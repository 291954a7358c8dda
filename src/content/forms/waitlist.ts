/** The client portal waitlist (/signup): copy and presentation of its fields. */
import { LIMITS } from "@/config/forms";

import { consentField, type FormSpec } from "./form-spec";

export const waitlistFormSpec = {
  label: "Client portal waitlist form",
  fields: {
    name: {
      label: "Full name",
      type: "text",
      required: true,
      autoComplete: "name",
      maxLength: LIMITS.name,
    },
    email: {
      label: "Work email",
      type: "email",
      required: true,
      autoComplete: "email",
      maxLength: LIMITS.email,
    },
    company: {
      label: "Company",
      type: "text",
      autoComplete: "organization",
      maxLength: LIMITS.company,
    },
    consent: consentField,
  },
  submitLabel: "Join the Waitlist",
  pendingLabel: "Joining…",
  success: {
    title: "You're on the list",
    message: "Thank you. We will email you as soon as the client portal opens for your company.",
  },
} satisfies FormSpec;
