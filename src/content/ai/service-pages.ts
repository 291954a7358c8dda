/** The four AI service pages (/services/...), one content module each. */
import { automationPage } from "./automation";
import { conversationalAiPage } from "./conversational-ai";
import { customAiPage } from "./custom-ai";
import type { AiServicePage } from "./shared";
import { websiteBuilderPage } from "./website-builder";

export const aiServicePages = {
  "conversational-ai": conversationalAiPage,
  "website-builder": websiteBuilderPage,
  "custom-ai": customAiPage,
  automation: automationPage,
} as const satisfies Record<string, AiServicePage>;
