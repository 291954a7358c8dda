/** Labels, options and messages of every form. The form components render these. */
import { LIMITS } from "@/lib/validation/constants";

import { contactServiceLabels } from "./services";

interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef {
  name: string;
  label: string;
  type: "text" | "email" | "textarea" | "select" | "checkbox";
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

export interface FormDef {
  kind: "contact" | "demo" | "support" | "newsletter" | "waitlist";
  /** Accessible name of the form. */
  label: string;
  fields: readonly FieldDef[];
  submitLabel: string;
  pendingLabel: string;
  success: { title: string; message: string; existing?: string };
  /** Shown under the button. */
  note?: string;
  /** Lay the fields out in one row (newsletter). */
  inline?: boolean;
}

const consentField: FieldDef = {
  name: "consent",
  label: "Send me occasional news about Cedarwave services (optional).",
  type: "checkbox",
};

export const contactForm = {
  kind: "contact",
  label: "Contact form",
  fields: [
    {
      name: "firstName",
      label: "First name",
      type: "text",
      required: true,
      autoComplete: "given-name",
      half: true,
      maxLength: LIMITS.name,
    },
    {
      name: "lastName",
      label: "Last name",
      type: "text",
      required: true,
      autoComplete: "family-name",
      half: true,
      maxLength: LIMITS.name,
    },
    {
      name: "email",
      label: "Email",
      type: "email",
      required: true,
      autoComplete: "email",
      half: true,
      maxLength: LIMITS.email,
    },
    {
      name: "company",
      label: "Company",
      type: "text",
      autoComplete: "organization",
      half: true,
      maxLength: LIMITS.company,
    },
    {
      name: "service",
      label: "Service interest",
      type: "select",
      options: [
        { value: "", label: "Select a service" },
        ...Object.entries(contactServiceLabels).map(([value, label]) => ({ value, label })),
      ],
    },
    {
      name: "message",
      label: "Project details",
      type: "textarea",
      required: true,
      rows: 6,
      maxLength: LIMITS.message,
      placeholder: "Tell us about your goals, timeline and budget.",
    },
    consentField,
  ],
  submitLabel: "Send Message",
  pendingLabel: "Sending…",
  success: {
    title: "Thank you, your message is on its way",
    message:
      "We have received your project details. A member of our team will reply within 24 hours (Mon-Fri 9am-6pm EST).",
  },
  note: "We reply within 24 hours. We never share your details.",
} satisfies FormDef;

export const demoForm = {
  kind: "demo",
  label: "AI demo request form",
  fields: [
    {
      name: "name",
      label: "Full name",
      type: "text",
      required: true,
      autoComplete: "name",
      half: true,
      maxLength: LIMITS.name,
    },
    {
      name: "email",
      label: "Work email",
      type: "email",
      required: true,
      autoComplete: "email",
      half: true,
      maxLength: LIMITS.email,
    },
    {
      name: "company",
      label: "Company",
      type: "text",
      required: true,
      autoComplete: "organization",
      maxLength: LIMITS.company,
    },
    {
      name: "useCase",
      label: "Use case",
      type: "text",
      required: true,
      maxLength: LIMITS.short,
      placeholder: "For example: customer support chatbot",
    },
    {
      name: "message",
      label: "Anything else we should know?",
      type: "textarea",
      rows: 4,
      maxLength: LIMITS.message,
    },
    consentField,
  ],
  submitLabel: "Request Demo",
  pendingLabel: "Sending…",
  success: {
    title: "Your demo request is in",
    message:
      "Thank you. Our AI team will email you within 24 hours to schedule a live demo tailored to your use case.",
  },
} satisfies FormDef;

export const supportForm = {
  kind: "support",
  label: "Support ticket form",
  fields: [
    {
      name: "name",
      label: "Name",
      type: "text",
      required: true,
      autoComplete: "name",
      half: true,
      maxLength: LIMITS.name,
    },
    {
      name: "email",
      label: "Email",
      type: "email",
      required: true,
      autoComplete: "email",
      half: true,
      maxLength: LIMITS.email,
    },
    {
      name: "subject",
      label: "Subject",
      type: "text",
      required: true,
      half: true,
      maxLength: LIMITS.subject,
    },
    {
      name: "priority",
      label: "Priority",
      type: "select",
      defaultValue: "Medium",
      half: true,
      options: [
        { value: "Low", label: "Low" },
        { value: "Medium", label: "Medium" },
        { value: "High", label: "High" },
        { value: "Critical", label: "Critical" },
      ],
    },
    {
      name: "message",
      label: "Message",
      type: "textarea",
      required: true,
      rows: 6,
      maxLength: LIMITS.message,
      placeholder: "Describe the problem, what you expected and what happened.",
    },
  ],
  submitLabel: "Submit Ticket",
  pendingLabel: "Submitting…",
  success: {
    title: "Your ticket has been created",
    message:
      "Thank you. Our support team will reply by email within 24 hours; critical issues are handled first, around the clock.",
  },
} satisfies FormDef;

export const newsletterForm = {
  kind: "newsletter",
  label: "Newsletter sign-up",
  inline: true,
  fields: [
    {
      name: "email",
      label: "Email address",
      type: "email",
      required: true,
      autoComplete: "email",
      placeholder: "you@company.com",
      maxLength: LIMITS.email,
    },
  ],
  submitLabel: "Subscribe",
  pendingLabel: "Subscribing…",
  success: {
    title: "You're subscribed",
    message:
      "Thanks for subscribing. You will get our next articles by email; unsubscribe any time.",
    existing: "You're already subscribed with this address: nothing more to do.",
  },
} satisfies FormDef;

export const waitlistForm = {
  kind: "waitlist",
  label: "Client portal waitlist form",
  fields: [
    {
      name: "name",
      label: "Full name",
      type: "text",
      required: true,
      autoComplete: "name",
      maxLength: LIMITS.name,
    },
    {
      name: "email",
      label: "Work email",
      type: "email",
      required: true,
      autoComplete: "email",
      maxLength: LIMITS.email,
    },
    {
      name: "company",
      label: "Company",
      type: "text",
      autoComplete: "organization",
      maxLength: LIMITS.company,
    },
    consentField,
  ],
  submitLabel: "Join the Waitlist",
  pendingLabel: "Joining…",
  success: {
    title: "You're on the list",
    message: "Thank you. We will email you as soon as the client portal opens for your company.",
  },
} satisfies FormDef;

export const formUi = {
  required: "required",
  errorSummaryTitle: "There is a problem",
  selectedPlan: "Selected plan",
  honeypotLabel: "Leave this field empty",
};
