/** The social cards' kickers in Arabic (src/content/social-cards.ts). */
import type { PageGroup } from "@/config/routes";
import { siteConfig } from "@/config/site";

export const socialCardKickers = {
  main: siteConfig.legalName,
  "ai-services": "خدمات الذكاء الاصطناعي",
  "ai-pages": "خدمات الذكاء الاصطناعي",
  "it-services": "خدمات تقنية المعلومات",
  company: "الشركة",
  resources: "الموارد",
  docs: "توثيق المطوّرين",
  account: "بوابة العملاء",
  legal: "الشؤون القانونية",
  /** Collection pages add their category: "المدونة · الأمن". */
  "blog-category": "المدونة",
  "blog-post": "المدونة",
  "help-category": "مركز المساعدة",
  "help-article": "مركز المساعدة",
  "case-study": "دراسة حالة",
} as const satisfies Record<PageGroup, string>;

/** Words a cut description must not end on, with the separator before them. */
export const joiningWords = /[\s،,]+(?:في|من|إلى|على|عن|مع|أو|ثم|التي|الذي)$/u;
