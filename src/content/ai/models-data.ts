/**
 * The AI models of /ai-services/models (the seed's shape: id, name, description, category,
 * status) and the messages of the list's states. Client-safe: the models list imports it.
 */
import type { IconName } from "../types";

export const modelCategories = [
  "Language Model",
  "Image Generation",
  "Speech Recognition",
  "Code Generation",
  "Computer Vision",
  "Translation",
  "Analytics",
] as const;
export type ModelCategory = (typeof modelCategories)[number];

export const modelStatuses = ["Available", "Beta", "Coming Soon"] as const;
export type ModelStatus = (typeof modelStatuses)[number];

export interface AiModel {
  id: string;
  name: string;
  description: string;
  category: ModelCategory;
  status: ModelStatus;
}

export const aiModels = [
  {
    id: "cedar-chat",
    name: "Cedar Chat",
    description:
      "A conversational language model tuned for customer service, sales and internal help desks.",
    category: "Language Model",
    status: "Available",
  },
  {
    id: "cedar-canvas",
    name: "Cedar Canvas",
    description:
      "Generates on-brand product images, banners and social visuals from a short text prompt.",
    category: "Image Generation",
    status: "Beta",
  },
  {
    id: "cedar-voice",
    name: "Cedar Voice",
    description:
      "Transcribes calls and voice notes in real time, with speaker labels and punctuation.",
    category: "Speech Recognition",
    status: "Available",
  },
  {
    id: "cedar-code",
    name: "Cedar Code",
    description: "Suggests, explains and reviews code in your team's languages and conventions.",
    category: "Code Generation",
    status: "Beta",
  },
  {
    id: "cedar-vision",
    name: "Cedar Vision",
    description: "Detects objects, reads documents and spots defects in images and video streams.",
    category: "Computer Vision",
    status: "Available",
  },
  {
    id: "cedar-translate",
    name: "Cedar Translate",
    description:
      "Translates chats, documents and web pages across 50+ languages while keeping your tone.",
    category: "Translation",
    status: "Available",
  },
  {
    id: "cedar-insights",
    name: "Cedar Insights",
    description:
      "Forecasts demand and churn, and explains in plain language what drives your numbers.",
    category: "Analytics",
    status: "Coming Soon",
  },
  {
    id: "cedar-reason",
    name: "Cedar Reason",
    description:
      "A long-context language model for contracts, reports and multi-step business reasoning.",
    category: "Language Model",
    status: "Coming Soon",
  },
] as const satisfies readonly AiModel[];

export const modelCategoryIcons = {
  "Language Model": "messageSquare",
  "Image Generation": "palette",
  "Speech Recognition": "mic",
  "Code Generation": "code",
  "Computer Vision": "eye",
  Translation: "languages",
  Analytics: "barChart",
} as const satisfies Record<ModelCategory, IconName>;

/** The texts of the models list, to the letter of the seed. */
export const modelsMessages = {
  listLabel: "AI models",
  loading: "Loading AI models...",
  error: "Failed to load AI models",
  errorHint: "Please check your connection and try again.",
  retry: "Try Again",
  empty: "No AI models available at the moment.",
  loaded: (count: number) => `Showing ${count} models`,
  tryNow: "Try Now",
  unavailable: "Not yet available",
  /** The polite toast shown when a model's Try Now is pressed. */
  launching: (name: string) => `The ${name} demo is launching...`,
  launchingAction: { label: "Request a guided demo", href: "/ai-services/contact" },
  /** The toast's close button. */
  dismiss: "Dismiss notification",
  /**
   * Without JavaScript no toast can say the demo is launching, so Try Now leads where that
   * toast's action does: the demo request page, where a visitor asks to try the model.
   */
  noScriptTryHref: "/ai-services/contact",
};
