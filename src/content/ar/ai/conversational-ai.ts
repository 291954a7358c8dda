/** /services/conversational-ai in Arabic: pricing with the flash sale, four features, trust stats. */
import { conversationalAiPage as en } from "@/content/ai/conversational-ai";
import type { AiServicePage } from "@/content/ai/shared";
import { conversationalAiPlans, uptimeSlaPlans } from "@/content/ar/plans";
import type { CtaBanner, PageHero } from "@/content/types";

import { figures } from "../figures";
import { localizeSections, type SectionCopy } from "./shared";

const conversationalHero = {
  ...en.hero,
  eyebrow: "الذكاء الاصطناعي المحادثي",
  title: "عملاؤك يجدون من يجيبهم",
  highlight: "في كل ساعة",
  description:
    "وكلاء صوتيون يردّون على خطك الهاتفي وWhatsApp، ويحاورون زوار موقعك كتابةً أيضًا: يجيبون عن الأسئلة، ويحجزون المواعيد، ويؤهّلون العملاء المحتملين بأكثر من 50 لغة، ويُحتسبون بدقائق المحادثة.",
  primary: { ...en.hero.primary, label: "ابدأ الآن" },
  secondary: { ...en.hero.secondary, label: "اطّلع على الأسعار" },
} satisfies PageHero;

/** The texts of each section, by the English section's id. */
const sections: Record<string, SectionCopy> = {
  pricing: {
    title: "الباقات والأسعار",
    description: "باقات شهرية للوكلاء الصوتيين، تُحتسب بدقائق المحادثة. يمكنك الإلغاء في أي وقت.",
    flashSale: {
      badge: "عرض لفترة محدودة",
      title: "عرض لفترة محدودة: خصم يصل إلى 50% على كل الباقات",
      description:
        "أسعار العرض سارية على كل الباقات حتى انتهاء العرض. ثبّت سعرك الآن واحتفظ به طوال مدة اشتراكك في الباقة.",
      endsLabel: "ينتهي العرض",
      lastDay: "خلال أقل من 24 ساعة",
      countdownLabel: "الوقت المتبقي",
      days: {
        zero: "# يوم",
        one: "يوم واحد",
        two: "يومان",
        few: "# أيام",
        many: "# يومًا",
        other: "# يوم",
      },
    },
  },
  features: {
    title: "كل ما تحتاجه محادثة ناجحة",
    description: "مبني على نماذجنا الخاصة للغة والكلام، ومضبوط على محتواك.",
    items: [
      {
        title: "محادثات طبيعية",
        description: "يفهم القصد والسياق، ويتذكر ما قيل، ويجيب كأفضل موظفيك.",
      },
      {
        title: "صوت ودردشة",
        description: "مساعد واحد لدردشة الموقع وWhatsApp والبريد الإلكتروني والمكالمات الهاتفية.",
      },
      {
        title: "أكثر من 50 لغة",
        description: "يتعرّف إلى لغة العميل ويرد بها، من دون أي إعداد إضافي.",
      },
      {
        title: "متصل بأدواتك",
        description:
          "يقرأ بيانات نظام CRM ومكتب المساعدة والتقويم لديك ويحدّثها، ويحوّل المحادثة إلى موظف عند الحاجة.",
      },
    ],
  },
  trust: {
    title: "موثوق في بيئة الإنتاج",
    description: "الأرقام التي تقف وراء منصة الذكاء الاصطناعي المحادثي لدينا.",
    statLabels: [
      figures.aiInteractions.label,
      "متوسط زمن الاستجابة",
      "لغة مدعومة",
      `نسبة تشغيل مضمونة (SLA) في ${uptimeSlaPlans([conversationalAiPlans])}`,
    ],
    badges: ["متوافق مع GDPR", "خاضع لتدقيق SOC 2 Type II", "مراقبة على مدار الساعة"],
  },
};

const conversationalCta = {
  title: "لا تدع سؤال عميل ينتظر",
  description: "احجز استشارة مجانية، ونُريك مساعد محادثة يعمل على محتواك أنت.",
  primary: { ...en.cta.primary, label: "احجز استشارتك المجانية" },
  secondary: { ...en.cta.secondary, label: "اطلب عرضًا توضيحيًا" },
} satisfies CtaBanner;

/** What /ar/services/conversational-ai shows between the header and the footer, in page order. */
export const conversationalAiPage = {
  hero: conversationalHero,
  visual: en.visual,
  sections: localizeSections(en.sections, sections),
  cta: conversationalCta,
} satisfies AiServicePage;
