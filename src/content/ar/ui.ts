/**
 * What the shared components say, in Arabic (src/content/ui.ts). Below the copy, two small
 * helpers the other Arabic modules use: the company's record counted, and merging translated
 * fields into the English data.
 */
import { recordFigure, siteConfig } from "@/config/site";
import type * as en from "@/content/ui";

import { countOf, ltr, nouns, type CountedNoun } from "./site-phrases";

/**
 * The shape of an English copy object with its literal strings widened to `string`: an Arabic
 * object that `satisfies Copy<typeof en.x>` has the same keys, arrays and functions.
 */
export type Copy<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Copy<R>
    : T extends object
      ? { readonly [K in keyof T]: Copy<T[K]> }
      : T;

/** "{name} على {network} (يُفتح في علامة تبويب جديدة)": the hidden name of a social profile link. */
function socialProfileLabel(owner: string, network: string): string {
  return `${owner} على ${network} (يُفتح في علامة تبويب جديدة)`;
}

export const layoutCopy = {
  skipLink: "انتقل إلى المحتوى الرئيسي",
  mainNavLabel: "القائمة الرئيسية",
  menus: { ai: "الذكاء الاصطناعي", resources: "الموارد" },
  drawer: {
    open: "افتح القائمة",
    close: "أغلق القائمة",
    title: "القائمة",
    description: "روابط التنقل في الموقع والمظهر والحساب",
    navLabel: "قائمة الجوال",
    theme: "المظهر",
    mainPages: "الصفحات الرئيسية",
  },
  theme: {
    menuLabel: "المظهر",
    /** The theme button's name: "المظهر: داكن". */
    triggerLabel: (choice: string) => `المظهر: ${choice}`,
    options: { light: "فاتح", dark: "داكن", system: "حسب النظام" },
  },
  footer: {
    socialHeading: "وسائل التواصل الاجتماعي",
    socialLinkLabel: socialProfileLabel,
    /** The name of one footer link group's landmark: "روابط التذييل: الخدمات". */
    groupLabel: (group: string) => `روابط التذييل: ${group}`,
    /** "© 2026 Cedarwave Technologies. جميع الحقوق محفوظة." */
    copyright: (year: number, legalName: string) => `© ${year} ${legalName}. جميع الحقوق محفوظة.`,
  },
} as const satisfies Copy<typeof en.layoutCopy>;

export const sectionCopy = {
  /** Read before a step's number: "الخطوة 1". */
  stepPrefix: "الخطوة ",
  pricing: {
    popular: "الأكثر طلبًا",
    perMonth: "شهريًا",
    oneTime: "دفعة واحدة",
    onRequest: "حسب الطلب",
    /** Read before a struck-through old price. */
    wasPrefix: "السعر السابق ",
    discount: (percent: number) => `خصم ${percent}%`,
    /** Before the end of an offer's sale prices, as a date. */
    offerUntil: "أسعار العرض سارية حتى",
    /** Completes a plan button's name: "ابدأ الآن – باقة «الاحترافية»". */
    withPlan: (plan: string) => ` – باقة «${plan}»`,
  },
  serviceCard: {
    /** Completes a card button's name: "ابدأ الآن مع خدمة تطوير المواقع". */
    withService: (service: string) => ` مع خدمة ${service}`,
    aboutService: (service: string) => ` عن ${service}`,
  },
  team: {
    expertise: "مجالات الخبرة",
    socialLinkLabel: socialProfileLabel,
  },
} as const satisfies Copy<typeof en.sectionCopy>;

export const codeCopy = {
  copy: "نسخ",
  copied: "تم النسخ",
  failed: "تعذّر النسخ",
  /** Completes the copy button's name: "نسخ شيفرة JavaScript". */
  codeSuffix: (language: string) => ` شيفرة ${language}`,
} as const satisfies Copy<typeof en.codeCopy>;

export const searchCopy = {
  submit: "بحث",
  hint: "تظهر النتائج أثناء الكتابة. اضغط Enter لفتح النتيجة الأولى، أو السهم السفلي للتنقل بين النتائج.",
  resultsLabel: (query: string) => `نتائج البحث عن «${query}»`,
  noResults: {
    before: "جرّب كلمات أخرى أو تحقّق من الإملاء. يمكنك أيضًا تصفّح",
    popular: "مقالات المساعدة الأكثر قراءة",
    between: "أو",
    ticket: "فتح تذكرة دعم",
  },
} as const satisfies Copy<typeof en.searchCopy>;

const recordNouns = {
  projectsDelivered: nouns.project,
  clients: nouns.client,
  aiClients: { one: "شركة واحدة", two: "شركتان", few: "شركات", many: "شركة", other: "شركة" },
} satisfies Partial<Record<keyof typeof siteConfig.record, CountedNoun>>;

/** A figure of the company's record with its noun: "500+ مشروع"، "250+ عميلًا"، "120+ شركة". */
export function recordCountAr(key: keyof typeof recordNouns): string {
  const value = siteConfig.record[key];
  // Isolated, as the stat tiles show it: in a sentence the plus sign would move ("+500").
  return countOf(value, recordNouns[key], ltr(recordFigure(value)));
}

/**
 * The English items with their translated fields merged in, by position: icons, hrefs and
 * figures stay those of the English data. Throws when the two lists differ in length.
 */
export function withCopy<T extends object, C extends object>(
  items: readonly T[],
  copy: readonly C[],
): (Omit<T, keyof C> & C)[] {
  if (items.length !== copy.length) {
    throw new Error(`Arabic copy has ${copy.length} items for ${items.length} English ones`);
  }
  return items.map((item, index) => ({ ...item, ...(copy[index] as C) }));
}
