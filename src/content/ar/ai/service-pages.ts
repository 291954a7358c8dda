/** The four AI service pages (/ar/services/...) in Arabic, under the English pages' keys. */
import type { aiServicePages as en } from "@/content/ai/service-pages";
import type { AiServicePage } from "@/content/ai/shared";

import { automationPage } from "./automation";
import { conversationalAiPage } from "./conversational-ai";
import { customAiPage } from "./custom-ai";
import { websiteBuilderPage } from "./website-builder";

export const aiServicePages = {
  "conversational-ai": conversationalAiPage,
  "website-builder": websiteBuilderPage,
  "custom-ai": customAiPage,
  automation: automationPage,
} as const satisfies Record<keyof typeof en, AiServicePage>;
