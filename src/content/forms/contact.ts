/** The contact form (/contact): copy and presentation of its fields. */
import { LIMITS } from "@/config/forms";
import { formatOfficeHours, siteConfig } from "@/config/site";

import { contactServiceLabels } from "../services";
import { consentField, privacyPromise, type FormSpec } from "./form-spec";

export const contactFormSpec = {
  label: "Contact form",
  fields: {
    firstName: {
      label: "First name",
      type: "text",
      required: true,
      autoComplete: "given-name",
      half: true,
      maxLength: LIMITS.name,
    },
    lastName: {
      label: "Last name",
      type: "text",
      required: true,
      autoComplete: "family-name",
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
    company: {
      label: "Company",
      type: "text",
      autoComplete: "organization",
      half: true,
      maxLength: LIMITS.company,
    },
    service: {
      label: "Service interest",
      messageLabel: "service",
      type: "select",
      options: [
        { value: "", label: "Select a service" },
        ...Object.entries(contactServiceLabels).map(([value, label]) => ({ value, label })),
      ],
    },
    message: {
      label: "Project details",
      type: "textarea",
      required: true,
      rows: 6,
      maxLength: LIMITS.message,
      placeholder: "Tell us about your goals, timeline and budget.",
    },
    consent: consentField,
    /** Set by <ContactForm> from `?plan=` (a pricing page's button). */
    plan: { label: "Plan", type: "hidden", maxLength: LIMITS.plan },
  },
  submitLabel: "Send Message",
  pendingLabel: "Sending…",
  success: {
    title: "Thank you, your message is on its way",
    message: `We have received your project details. A member of our team will reply ${siteConfig.responseTime} (our headquarters work ${formatOfficeHours(siteConfig.offices.beirut)}).`,
  },
  note: `We reply ${siteConfig.responseTime}. ${privacyPromise}`,
} satisfies FormSpec;
