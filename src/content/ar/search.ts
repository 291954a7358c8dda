/** The search box's words in Arabic (see src/content/search.ts). Client-safe and small. */
import type * as en from "@/content/search";

import { isolate, nouns } from "./site-phrases";

/** The visitor's query in a template, isolated: text of unknown direction in an Arabic sentence. */
const query = isolate("{query}");

export const searchBoxCopy = {
  kindLabels: {
    help: "مقالة مساعدة",
    faq: "سؤال شائع",
    docs: "التوثيق",
    blog: "المدونة",
  },
  unavailable: "البحث غير متاح الآن. يُرجى المحاولة مرة أخرى.",
  searching: "جارٍ البحث…",
  /** "لا توجد نتائج عن «…»"، "8 نتائج عن «…»، تُعرض أفضل 6 منها" (the query isolated). */
  status: {
    none: `لا توجد نتائج عن «${query}»`,
    counted: {
      one: `${nouns.result.one} عن «${query}»`,
      two: `${nouns.result.two} عن «${query}»`,
      few: `{count} ${nouns.result.few} عن «${query}»`,
      many: `{count} ${nouns.result.many} عن «${query}»`,
      other: `{count} ${nouns.result.other} عن «${query}»`,
    },
    more: "، تُعرض أفضل {shown} منها",
  },
  resultsLabel: `نتائج البحث عن «${query}»`,
} satisfies typeof en.searchBoxCopy;

export const searchCategories = {
  faq: "الدعم",
  docs: "التوثيق",
  sdks: "حزم SDK",
} satisfies typeof en.searchCategories;
