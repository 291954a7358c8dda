import { siteConfig } from "@/config/site";
import { fetchChatSample } from "@/content/docs/api-facts";
import type { CodeSample, DocsCard } from "@/content/docs/types";
import type { PageHero, ProcessStep } from "@/content/types";

export const docsHero = {
  eyebrow: "Developer documentation",
  title: "Developer",
  highlight: "Documentation",
  description: `Everything you need to build on ${siteConfig.name}: a quick start, the API reference, guides for each AI service and the settings that keep your integration fast and safe.`,
  primary: { label: "Quick start", href: "/docs#quick-start" },
  secondary: { label: "API reference", href: "/api" },
} as const satisfies PageHero;

export const docsCardsIntro = {
  title: "Browse the documentation",
  description: "Four sections cover the path from your first request to a production integration.",
  buttonLabel: "View Documentation",
} as const;

export const docsCards = [
  {
    title: "Getting Started",
    description:
      "Request access, receive your keys from your onboarding engineer and make your first API call.",
    icon: "rocket",
    items: [
      { label: "Quick start guide", href: "/docs#quick-start" },
      { label: "Create your account", href: "/docs#step-account" },
      { label: "Get your API keys", href: "/docs#api-keys" },
      { label: "Make your first request", href: "/docs#first-request" },
    ],
    href: "/docs#quick-start",
  },
  {
    title: "API Reference",
    description: "Every endpoint of the REST API, how to authenticate and ready-to-run examples.",
    icon: "code",
    items: [
      { label: "Authentication", href: "/api#authentication" },
      { label: "Endpoints", href: "/api#endpoints" },
      { label: "Request examples", href: "/api#examples" },
      { label: "SDKs and libraries", href: "/api#sdks" },
    ],
    href: "/api#authentication",
  },
  {
    title: "User Guides",
    description: "Step-by-step guides to build on each of our AI services.",
    icon: "book",
    items: [
      { label: "Conversational AI", href: "/docs#guide-conversational-ai" },
      { label: "Website Builder AI", href: "/docs#guide-website-builder" },
      { label: "AI Automation", href: "/docs#guide-automation" },
      { label: "Real-time streaming", href: "/docs#guide-realtime" },
    ],
    href: "/docs#user-guides",
  },
  {
    title: "Configuration",
    description: "Keys, client options, limits and security settings for production.",
    icon: "settings",
    items: [
      { label: "API keys and environments", href: "/docs#api-keys" },
      { label: "Timeouts and retries", href: "/docs#client-options" },
      { label: "Rate limits", href: "/docs#rate-limits" },
      { label: "Security best practices", href: "/docs#security" },
    ],
    href: "/docs#configuration",
  },
] as const satisfies readonly DocsCard[];

export const quickStart = {
  id: "quick-start",
  title: "Quick start",
  description: "From sign-up to your first response in three steps.",
  steps: [
    {
      id: "step-account",
      title: "Create an account and get your API keys",
      description:
        "Your onboarding engineer gives you a test key and a live key when your project starts (the client portal, where you will manage keys yourself, is not open yet). Keep them secret: a key authenticates every request you make.",
      icon: "lock",
      link: { label: "Request access", href: "/signup" },
    },
    {
      id: "step-service",
      title: "Choose your service",
      description:
        "Pick what you are building: Conversational AI, Website Builder AI, AI Automation or a custom AI solution. Each has its own guide below.",
      icon: "layers",
      link: { label: "Compare AI services", href: "/ai-services" },
    },
    {
      id: "step-integrate",
      title: "Integrate",
      description:
        "Install the SDK for your language, or call the REST API directly, and send your first request.",
      icon: "code",
      link: { label: "Pick an SDK", href: "/api#sdks" },
    },
  ],
} as const satisfies {
  id: string;
  title: string;
  description: string;
  steps: readonly (ProcessStep & { id: string; link: { label: string; href: string } })[];
};

export const firstRequest = {
  id: "first-request",
  title: "Your first request",
  description:
    "Send a conversation to the chat completions endpoint with your API key as a bearer token. This sample uses plain fetch, so it runs in Node.js 18+ without installing anything.",
  sample: {
    label: "first-request.mjs",
    lang: "javascript",
    code: fetchChatSample,
  },
  links: [
    { label: "See every endpoint", href: "/api#endpoints" },
    { label: "Use the JavaScript SDK", href: "/docs/sdk/javascript" },
  ],
} as const satisfies {
  id: string;
  title: string;
  description: string;
  sample: CodeSample;
  links: readonly { label: string; href: string }[];
};
