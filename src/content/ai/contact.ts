/** /ai-services/contact: the AI demo request. Office facts come from siteConfig. */
import { formatOfficeHours, siteConfig } from "@/config/site";

import type { PageHero } from "../types";

const sf = siteConfig.offices.sanFrancisco;

export const aiContactHero = {
  eyebrow: "Demo request",
  title: "Request a live",
  highlight: "AI demo",
  description: `See our AI working on your own use case. Tell us what you want to automate and our ${sf.city} team will set up a personalised demo.`,
} satisfies PageHero;

export const demoRequest = {
  title: "Request your demo",
  description: `This is a demo request, not a purchase: we reply ${siteConfig.responseTime} to schedule a 30-minute session tailored to your business.`,
  steps: [
    "Tell us about your business and what you want AI to do",
    "We prepare a demo with your own content",
    "We walk you through it live and answer your questions",
  ],
};

export const officeDetails = {
  title: `Our ${sf.city} office`,
  description: `The team behind our AI demos, available ${formatOfficeHours(sf)}.`,
  labels: { address: "Address", phone: "Phone", email: "Email", hours: "Hours" },
};
