/** The /contact page. Contact facts come from the site config, prices from the plans. */
import { formatOfficeHours, siteConfig } from "@/config/site";

import { automationPlans, conversationalAiPlans, fromPrice, websiteBuilderPlans } from "./plans";
import type { Faq, Feature, PageHero } from "./types";

const { beirut, sanFrancisco } = siteConfig.offices;

export const contactHero = {
  eyebrow: "Free consultation",
  title: "Let's build something",
  highlight: "great together",
  description: `Tell us about your project. A senior consultant will review it and reply ${siteConfig.responseTime} with next steps and an honest estimate.`,
} satisfies PageHero;

export const contactDetails = {
  title: "Get in touch",
  description: "Reach our headquarters directly, or send the form and we will call you back.",
  labels: {
    email: "Email",
    phone: "Phone",
    office: "Office",
    support: "Existing clients",
    chat: "Live chat",
  },
  chat: { linkLabel: "Start a chat" },
  support: {
    text: `Critical tickets are answered ${siteConfig.criticalResponseTime}.`,
    linkLabel: "Open the support centre",
    href: "/support",
  },
  hoursLabel: "Office hours",
  usOffice: { title: `Our ${sanFrancisco.city} office` },
};

export const contactReasons = {
  title: "Why choose Cedarwave",
  items: [
    {
      title: `Reply ${siteConfig.responseTime}`,
      description: "Every enquiry gets a personal answer from a senior consultant.",
      icon: "clock",
    },
    {
      title: "Free consultation",
      description: "A no-obligation call to scope your goals, timeline and budget.",
      icon: "messageSquare",
    },
    {
      title: "Fixed, clear pricing",
      description: "A written proposal with a fixed price before any work starts.",
      icon: "creditCard",
    },
    {
      title: "Security first",
      description: "GDPR-ready processes and SOC 2 Type II audited controls.",
      icon: "shieldCheck",
    },
  ],
} satisfies { title: string; items: readonly Feature[] };

export const contactFormSection = {
  title: "Send us a message",
  description: "Fields marked with an asterisk (*) are required.",
};

export const contactFaqs = {
  title: "Frequently asked questions",
  description: "Quick answers before you get in touch.",
  items: [
    {
      question: "How quickly will you respond?",
      answer: `We reply to every message ${siteConfig.responseTime}. Our headquarters work ${formatOfficeHours(beirut)} and our ${sanFrancisco.city} office ${formatOfficeHours(sanFrancisco)}. Existing clients with a critical issue open a ticket marked Critical, answered ${siteConfig.criticalResponseTime}.`,
    },
    {
      question: "Is the first consultation really free?",
      answer:
        "Yes. The first consultation is free and without obligation: we discuss your goals and send a written proposal with a fixed price.",
    },
    {
      question: "What does a typical project cost?",
      answer: `Websites built with our AI builder start at ${fromPrice(websiteBuilderPlans)}, conversational AI at ${fromPrice(conversationalAiPlans)} and AI automation at ${fromPrice(automationPlans)}; custom projects are quoted after the consultation.`,
    },
    {
      question: "How long does a project take?",
      answer:
        "A marketing site takes 2-4 weeks, an AI assistant 3-6 weeks and a custom platform 2-6 months. We deliver working releases every two weeks.",
    },
    {
      question: "Do you work with clients outside Lebanon and the US?",
      answer:
        "Yes. We work remotely with clients worldwide from our offices in Beirut and San Francisco, in English, Arabic and French.",
    },
    {
      question: "Can you sign an NDA before we share details?",
      answer:
        "Of course. We are happy to sign your NDA, or to send ours, before you share anything confidential.",
    },
  ],
} satisfies { title: string; description: string; items: readonly Faq[] };
