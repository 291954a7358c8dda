/** The support center (/support): channels, ticket form copy and FAQs. */
import { CHAT_OFFICE } from "@/config/chat";
import { CHAT_PATH } from "@/config/routes";
import { formatOfficeHours, siteConfig } from "@/config/site";

import type { Faq, IconName, PageHero } from "./types";

export interface SupportChannel {
  id: "chat" | "phone" | "email" | "docs";
  title: string;
  /** Availability line (hours with their time zone, reply time). */
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
  description: `Four ways to reach us, and the ticket form below: Critical tickets are answered ${siteConfig.criticalResponseTime}.`,
};

export const supportChannels = [
  {
    id: "chat",
    title: "Live Chat",
    availability: `Live ${formatOfficeHours(CHAT_OFFICE)}`,
    description: `Chat with the team from any page. Outside these hours, leave a message and we reply by email ${siteConfig.responseTime}.`,
    icon: "messageCircle",
    action: { label: "Start a chat", href: CHAT_PATH },
  },
  {
    id: "phone",
    title: "Phone Support",
    availability: formatOfficeHours(supportPhone),
    description: `Speak with a support engineer at our ${supportPhone.city} headquarters during office hours.`,
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
  description: `Tell us what is happening and how urgent it is. We reply ${siteConfig.responseTime}; Critical tickets are answered ${siteConfig.criticalResponseTime}.`,
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
    answer: `We reply to every ticket and email ${siteConfig.responseTime}. Tickets marked Critical are answered ${siteConfig.criticalResponseTime}.`,
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
      "Yes. Upgrades take effect immediately; downgrades and cancellations take effect at the end of the period you have paid for. Ask for the change in a ticket before your next billing date.",
  },
  {
    question: "Do you offer support outside business hours?",
    answer: `Phone support is available ${formatOfficeHours(supportPhone)}. Outside those hours, open a ticket marked Critical: our on-call engineers answer it ${siteConfig.criticalResponseTime}.`,
  },
  {
    question: "Where can I find technical documentation?",
    answer:
      "Our documentation covers the quick start, guides and configuration, the API reference documents every endpoint, and SDKs are available for JavaScript, Python, PHP, Ruby, Java and Go.",
  },
] as const satisfies readonly Faq[];
