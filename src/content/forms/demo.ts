/** The AI demo request form (/ai-services/contact): copy and presentation of its fields. */
import { LIMITS } from "@/config/forms";

import { consentField, type FormSpec } from "./form-spec";

export const demoFormSpec = {
  label: "AI demo request form",
  fields: {
    name: {
      label: "Full name",
      type: "text",
      required: true,
      autoComplete: "name",
      half: true,
      maxLength: LIMITS.name,
    },
    email: {
      label: "Work email",
      type: "email",
      required: true,
      autoComplete: "email",
      half: true,
      maxLength: LIMITS.email,
    },
    company: {
      label: "Company",
      type: "text",
      required: true,
      autoComplete: "organization",
      maxLength: LIMITS.company,
    },
    useCase: {
      label: "Use case",
      type: "text",
      required: true,
      maxLength: LIMITS.short,
      placeholder: "For example: customer support chatbot",
    },
    message: {
      label: "Anything else we should know?",
      messageLabel: "Message",
      type: "textarea",
      rows: 4,
      maxLength: LIMITS.message,
    },
    consent: consentField,
  },
  submitLabel: "Request Demo",
  pendingLabel: "Sending…",
  success: {
    title: "Your demo request is in",
    message:
      "Thank you. Our AI team will email you within 24 hours to schedule a live demo tailored to your use case.",
  },
} satisfies FormSpec;
