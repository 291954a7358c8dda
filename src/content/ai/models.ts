/** /ai-services/models: page copy around the models list (the list is in models-data.ts). */
import type { CtaBanner, PageHero } from "../types";
import type { TileBlock } from "./shared";

export const modelsHero = {
  eyebrow: "AI models",
  title: "The models behind",
  highlight: "our AI services",
  description:
    "Language, vision, speech, code, translation and analytics models that we tune, host and monitor for your business. Try the ones that are live today.",
} satisfies PageHero;

export const modelsFeatures = {
  title: "Built for production, not for demos",
  description: "Every model runs on the same secure, monitored platform.",
  items: [
    {
      title: "Enterprise security",
      description:
        "Your data stays yours: GDPR-compliant processing, SOC 2 Type II controls and no training on your inputs.",
      icon: "shieldCheck",
    },
    {
      title: "Low latency",
      description: "Responses in under 200ms from servers close to your customers.",
      icon: "zap",
    },
    {
      title: "Tuned to your business",
      description: "We fine-tune each model on your documents, tone and terminology.",
      icon: "target",
    },
  ],
} satisfies TileBlock;

export const modelsListIntro = {
  title: "Explore our models",
  description: "Available models can be tried today; Beta models are open to early clients.",
};

export const customModelCta = {
  title: "Need a model built for your data?",
  description:
    "Our engineers design, train and deploy custom models for your industry, from a first prototype to production.",
  primary: { label: "Contact Our Team", href: "/contact" },
  secondary: { label: "Request a Demo", href: "/ai-services/contact" },
} satisfies CtaBanner;
