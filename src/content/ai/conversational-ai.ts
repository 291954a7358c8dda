/** /services/conversational-ai: pricing with the flash sale, four features, trust stats. */

import { figures, serviceLevelFigures } from "../figures";
import { conversationalAiPlans, uptimeSlaPlans } from "../plans";
import { contactHref } from "../services";
import type { CtaBanner, PageHero } from "../types";
import type { AiServicePage, AiServiceSection, FlashSale } from "./shared";

const conversationalHero = {
  eyebrow: "Conversational AI",
  title: "Assistants that talk to your customers",
  highlight: "day and night",
  description:
    "Voice agents that answer your phone line and WhatsApp, and chat on your website too: they answer questions, book appointments and qualify leads in 50+ languages, billed by conversational minutes.",
  primary: { label: "Get Started", href: contactHref("ai", "conversational-standard") },
  secondary: { label: "See Pricing", href: "#pricing" },
} satisfies PageHero;

const flashSale = {
  badge: "Flash sale",
  title: "Flash sale: up to 50% off every plan",
  description:
    "Sale prices on every plan until the offer ends. Lock in your price now and keep it for as long as your plan runs.",
  endsLabel: "Offer ends",
  lastDay: "in less than 24 hours",
  countdownLabel: "Time left",
  days: { one: "# day", other: "# days" },
} satisfies FlashSale;

const conversationalPricing = {
  kind: "pricing",
  id: "pricing",
  title: "Plans and pricing",
  description: "Monthly plans for voice agents, billed by conversational minutes. Cancel any time.",
  plans: conversationalAiPlans,
  flashSale,
} satisfies AiServiceSection;

const conversationalFeatures = {
  kind: "features",
  id: "features",
  besideVisual: true,
  title: "Everything a great conversation needs",
  description: "Built on our own language and speech models, tuned on your content.",
  items: [
    {
      title: "Natural conversations",
      description:
        "Understands intent and context, remembers what was said and answers like your best agent.",
      icon: "messageSquare",
    },
    {
      title: "Voice and chat",
      description: "One assistant for website chat, WhatsApp, email and phone calls.",
      icon: "mic",
    },
    {
      title: "50+ languages",
      description: "Detects the customer's language and replies in it, without extra setup.",
      icon: "languages",
    },
    {
      title: "Connected to your tools",
      description:
        "Reads and updates your CRM, helpdesk and calendar, and hands over to a human when needed.",
      icon: "network",
    },
  ],
} satisfies AiServiceSection;

const conversationalTrust = {
  kind: "stats",
  id: "trust",
  title: "Trusted in production",
  description: "The numbers behind our conversational AI platform.",
  stats: [
    figures.aiInteractions,
    { number: serviceLevelFigures.aiResponse, label: "Average response time" },
    { number: serviceLevelFigures.languages, label: "Languages supported" },
    {
      number: serviceLevelFigures.uptime,
      label: `Uptime SLA on the ${uptimeSlaPlans([conversationalAiPlans])}`,
    },
  ],
  badges: ["GDPR compliant", "SOC 2 Type II audited", "24/7 monitoring"],
} satisfies AiServiceSection;

const conversationalCta = {
  title: "Give every customer an instant answer",
  description: "Book a free consultation and get a working assistant demo on your own content.",
  primary: { label: "Get Free Consultation", href: contactHref("ai") },
  secondary: { label: "Request a Demo", href: "/ai-services/contact" },
} satisfies CtaBanner;

/** What /services/conversational-ai shows between the header and the footer, in page order. */
export const conversationalAiPage = {
  hero: conversationalHero,
  visual: "chat",
  sections: [conversationalPricing, conversationalFeatures, conversationalTrust],
  cta: conversationalCta,
} satisfies AiServicePage;
