/** The support ticket form (/support): copy and presentation of its fields. */
import { DEFAULT_PRIORITY, LIMITS, PRIORITIES } from "@/config/forms";
import { siteConfig } from "@/config/site";

import type { FormSpec } from "./form-spec";

export const supportFormSpec = {
  label: "Support ticket form",
  fields: {
    name: {
      label: "Name",
      type: "text",
      required: true,
      autoComplete: "name",
      half: true,
      maxLength: LIMITS.name,
    },
    email: {
      label: "Email",
      type: "email",
      required: true,
      autoComplete: "email",
      half: true,
      maxLength: LIMITS.email,
    },
    subject: {
      label: "Subject",
      type: "text",
      required: true,
      half: true,
      maxLength: LIMITS.subject,
    },
    priority: {
      label: "Priority",
      messageLabel: "priority",
      type: "select",
      defaultValue: DEFAULT_PRIORITY,
      half: true,
      // A label is any text (the Arabic spec names the priorities), the value a priority.
      options: PRIORITIES.map((priority) => ({ value: priority, label: priority as string })),
    },
    message: {
      label: "Message",
      type: "textarea",
      required: true,
      rows: 6,
      maxLength: LIMITS.message,
      placeholder: "Describe the problem, what you expected and what happened.",
    },
  },
  submitLabel: "Submit Ticket",
  pendingLabel: "Submitting…",
  success: {
    title: "Your ticket has been created",
    message: `Thank you. Our support team will reply by email ${siteConfig.responseTime}; a Critical ticket is answered ${siteConfig.criticalResponseTime}.`,
    referenceLabel: "Your ticket reference:",
  },
} satisfies FormSpec;
