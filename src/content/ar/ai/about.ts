/** /ai-services/about in Arabic: four highlights and the coming-soon notice. */
import { siteConfig } from "@/config/site";
import * as en from "@/content/ai/about";
import type { TileBlock } from "@/content/ai/shared";
import { uptimeSlaPlans } from "@/content/ar/plans";
import type { Cta, PageHero } from "@/content/types";

import { withCopy } from "../ui";

export const aboutHero = {
  eyebrow: "عن ذكائنا الاصطناعي",
  title: "ذكاء اصطناعي عملي،",
  highlight: "مبنيّ بمسؤولية",
  description:
    "منذ عام 2020 نساعد الشركات على توظيف الذكاء الاصطناعي حيث يحقق عائدًا: في الرد على العملاء، وبناء المواقع، وأتمتة الأعمال الورقية، واستشراف ما هو قادم.",
} satisfies PageHero;

export const aboutHighlights = {
  title: "ما يميّز ذكاءنا الاصطناعي",
  description: "أربعة مبادئ وراء كل مساعد ومسار عمل ونموذج نُطلقه.",
  items: withCopy(en.aboutHighlights.items, [
    {
      title: "إشراف بشري دائم",
      description: "يعرف كل مساعد متى يحوّل المحادثة إلى موظف في فريقك، ومعها سياقها الكامل.",
    },
    {
      title: "الخصوصية أولًا",
      description:
        "معالجة متوافقة مع اللائحة العامة لحماية البيانات (GDPR)، وضوابط خاضعة لتدقيق SOC 2 Type II، وبيانات تُحفظ في المنطقة التي تختارها.",
    },
    {
      title: "سرعة في كل مكان",
      description: `استجابات في أقل من 200 ملي ثانية، وأكثر من 50 لغة، واتفاقية مستوى خدمة (SLA) بنسبة تشغيل ${siteConfig.record.uptime} في ${uptimeSlaPlans()}.`,
    },
    {
      title: "نتائج قابلة للقياس",
      description: `نتفق على المؤشرات قبل أن نبدأ؛ ويُفيد عملاؤنا بزيادة في الإيرادات بمتوسط ${siteConfig.record.aiRevenueIncrease}.`,
    },
  ]),
} satisfies TileBlock;

export const comingSoonNotice = {
  badge: "قريبًا",
  title: "مركز أبحاث الذكاء الاصطناعي لدينا",
  description:
    "نُعدّ صفحات معمّقة عن الطريقة التي ندرّب بها نماذجنا ونقيّمها ونراقبها، مع دراسات حالة من عملائنا. ستُنشر هنا قريبًا.",
  actions: withCopy(en.comingSoonNotice.actions, [
    { label: "استكشف نماذجنا" },
    { label: "اطلب عرضًا توضيحيًا" },
  ]),
} satisfies { badge: string; title: string; description: string; actions: readonly Cta[] };
