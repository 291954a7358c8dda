/** The support center (/support): channels, ticket form copy and FAQs. */
import { siteConfig } from "@/config/site";

import type { Faq, IconName, PageHero } from "./types";

export interface SupportChannel {
  id: "chat" | "phone" | "email" | "docs";
  title: string;
  /** Availability line (the seed's "24/7", hours, reply time). */
  availability: string;
  description: string;
  icon: IconName;
  action: { label: string; href: string };
  /** A short honest note under the action, if the channel needs one. */
  note?: string;
}

const supportPhone = siteConfig.offices.beirut;

export const supportHero = {
  eyebrow: "Support Center",
  title: "We're here to",
  highlight: "help",
  description:
    "Search our help articles and documentation, reach the team through the channel that suits you, or open a support ticket.",
} satisfies PageHero;

export const supportSearchCopy = {
  label: "Search help articles, FAQs, docs and blog posts",
  placeholder: "Describe your problem",
};

export const supportChannelsSection = {
  title: "Get in touch",
  description: "Four ways to reach us. Critical issues are answered around the clock.",
};

export const supportChannels = [
  {
    id: "chat",
    title: "Live Chat",
    availability: "24/7",
    description: "Talk to a support engineer in real time, day or night.",
    icon: "messageCircle",
    action: { label: "Start a conversation", href: "#support-form" },
    note: "Live chat opens with the client portal. Until then, send a ticket marked Critical and an engineer responds around the clock.",
  },
  {
    id: "phone",
    title: "Phone Support",
    availability: siteConfig.businessHours,
    description: "Speak with a support engineer at our headquarters during business hours.",
    icon: "phone",
    action: { label: `Call ${supportPhone.phone}`, href: supportPhone.phoneHref },
  },
  {
    id: "email",
    title: "Email Support",
    availability: `Reply ${siteConfig.responseTime}`,
    description: `Write to ${siteConfig.supportEmail} with as much detail as you can.`,
    icon: "mail",
    action: { label: "Send an email", href: `mailto:${siteConfig.supportEmail}` },
  },
  {
    id: "docs",
    title: "Documentation",
    availability: "Self-service",
    description: "Guides, API reference and SDKs to answer technical questions yourself.",
    icon: "book",
    action: { label: "Browse documentation", href: "/docs" },
  },
] as const satisfies readonly SupportChannel[];

export const supportFormSection = {
  id: "support-form",
  title: "Submit a support ticket",
  description: `Tell us what is happening and how urgent it is. We reply ${siteConfig.responseTime}; Critical tickets are picked up around the clock.`,
  tips: [
    "Describe what you expected and what happened instead.",
    "Include the time, the page or endpoint, and any error message.",
    "Never include passwords or API keys.",
  ],
};

export const supportFaqSection = {
  id: "faq",
  title: "Frequently asked questions",
  description: "Quick answers to the questions we hear most.",
};

export const supportFaqs = [
  {
    question: "How quickly will I get a response?",
    answer: `We reply to every ticket and email ${siteConfig.responseTime}. Tickets marked Critical are picked up around the clock, usually within an hour.`,
  },
  {
    question: "What information should I include in a ticket?",
    answer:
      "What you expected, what happened instead, when it happened, and the page, workflow or API endpoint involved. Screenshots and error messages help; passwords and API keys must never be included.",
  },
  {
    question: "How do I reset or rotate my API key?",
    answer:
      "Open a ticket asking for a new key. We issue it, you deploy it, and we revoke the old key once you confirm, so there is no downtime. If a key has leaked, mark the ticket Critical.",
  },
  {
    question: "Can I change or cancel my plan?",
    answer:
      "Yes. Upgrades take effect immediately; downgrades and cancellations take effect at the end of the period you have paid for. Open a ticket at least 7 days before your next billing date.",
  },
  {
    question: "Do you offer support outside business hours?",
    answer: `Phone support is available ${siteConfig.businessHours}. Outside those hours, Critical tickets are handled 24/7 by our on-call engineers.`,
  },
  {
    question: "Where can I find technical documentation?",
    answer:
      "Our documentation covers the quick start, guides and configuration, the API reference documents every endpoint, and SDKs are available for JavaScript, Python, PHP, Ruby, Java and Go.",
  },
] as const satisfies readonly Faq[];
