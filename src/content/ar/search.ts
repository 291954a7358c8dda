/** The search box's words in Arabic (see src/content/search.ts). Client-safe and small. */
import type * as en from "@/content/search";

import { countOf, formatNumber, isolate, nouns } from "./site-phrases";

export const searchBoxCopy = {
  kindLabels: {
    help: "مقالة مساعدة",
    faq: "سؤال شائع",
    docs: "التوثيق",
    blog: "المدونة",
  },
  unavailable: "البحث غير متاح الآن. يُرجى المحاولة مرة أخرى.",
  searching: "جارٍ البحث…",
  /** "لا توجد نتائج عن «…»"، "8 نتائج عن «…»، تُعرض أفضل 6 منها". */
  status: (count: number, query: string, shown: number) =>
    count === 0
      ? `لا توجد نتائج عن «${isolate(query)}»`
      : `${countOf(count, nouns.result)} عن «${isolate(query)}»${
          count > shown ? `، تُعرض أفضل ${formatNumber(shown)} منها` : ""
        }`,
  resultsLabel: (query: string) => `نتائج البحث عن «${isolate(query)}»`,
} satisfies typeof en.searchBoxCopy;

export const searchCategories = {
  faq: "الدعم",
  docs: "التوثيق",
  sdks: "حزم SDK",
} satisfies typeof en.searchCategories;
