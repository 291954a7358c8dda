/** /ai-services/about: four highlights and the coming-soon notice. */
import { siteConfig } from "@/config/site";

import { uptimeSlaPlans } from "../plans";
import type { Cta, PageHero } from "../types";
import type { TileBlock } from "./shared";

export const aboutHero = {
  eyebrow: "About our AI",
  title: "Practical AI,",
  highlight: "built responsibly",
  description:
    "Since 2020 we have helped businesses use AI where it pays off: answering customers, building websites, automating paperwork and predicting what comes next.",
} satisfies PageHero;

export const aboutHighlights = {
  title: "What sets our AI apart",
  description: "Four principles behind every assistant, workflow and model we ship.",
  items: [
    {
      title: "Human in the loop",
      description:
        "Every assistant knows when to hand a conversation to your team, with the full context.",
      icon: "users",
    },
    {
      title: "Privacy first",
      description:
        "GDPR-compliant processing, SOC 2 Type II audited controls and data kept in the region you choose.",
      icon: "lock",
    },
    {
      title: "Fast everywhere",
      description: `Responses in under 200ms, 50+ languages and a ${siteConfig.record.uptime} uptime SLA on ${uptimeSlaPlans()}.`,
      icon: "zap",
    },
    {
      title: "Measured results",
      description: `We agree on the metrics before we start; our clients report a ${siteConfig.record.aiRevenueIncrease} average revenue increase.`,
      icon: "trendingUp",
    },
  ],
} satisfies TileBlock;

export const comingSoonNotice = {
  badge: "Coming soon",
  title: "Our AI research hub",
  description:
    "We are preparing in-depth pages on how we train, evaluate and monitor our models, with case studies from our clients. They will be published here soon.",
  actions: [
    { label: "Explore Our Models", href: "/ai-services/models" },
    { label: "Request a Demo", href: "/ai-services/contact" },
  ],
} satisfies { badge: string; title: string; description: string; actions: readonly Cta[] };
