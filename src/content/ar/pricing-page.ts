/** The /ar/pricing page copy. The plans come from plans.ts (planGroups); no price is typed here. */
import { planGuideRows, type PlanGuideEntry } from "@/content/plan-guide";
import * as en from "@/content/pricing-page";
import type { CtaBanner, PageHero, PlanGroup } from "@/content/types";

import { planGroups } from "./plans";
import { planGroupTitles, responseTime, type Copy } from "./site-phrases";

export const pricingHero = {
  eyebrow: "أسعار واضحة ومعلنة",
  title: "كل الباقات",
  highlight: "في مكان واحد",
  description:
    "باقات الذكاء الاصطناعي (مساعدو المحادثة، بعدد المحادثات) والذكاء الاصطناعي المحادثي (الوكلاء الصوتيون، بدقائق المحادثة) ومنشئ المواقع والأتمتة جنبًا إلى جنب. تُفوتر الباقات الشهرية كل شهر، أما باقات منشئ المواقع فتُدفع دفعة واحدة وتشمل الاستضافة.",
} satisfies PageHero;

export const pricingNavLabel = "مجموعات الباقات";

const guideEntries = [
  {
    who: "إجابات مكتوبة لعملائك على موقعك أو WhatsApp أو البريد الإلكتروني",
    group: "ai",
  },
  { who: "وكيل صوتي يردّ على خطك الهاتفي", group: "conversational-ai" },
  { who: "موقع إلكتروني جاهز خلال أيام، بدفعة واحدة", group: "website-builder" },
  { who: "إنجاز الأعمال المكتبية المتكررة عن فريقك", group: "automation" },
] as const satisfies readonly PlanGuideEntry[];

export const planGuide = {
  title: "أي باقة تناسبك؟",
  whoHeading: "ما تحتاج إليه",
  productHeading: "الباقات",
  priceHeading: "الأسعار",
  rows: planGuideRows(guideEntries, planGroups, "ar", "ابتداءً من"),
} satisfies typeof en.planGuide;

export const billingLabels = {
  month: { badge: "فوترة شهرية", short: "شهريًا" },
  "one-time": { badge: "دفعة واحدة", short: "دفعة واحدة" },
} as const satisfies Copy<typeof en.billingLabels>;

/** "اعرض صفحة الأتمتة بالذكاء الاصطناعي": the link from a plan group to its service page. */
export function servicePageLinkLabel(group: PlanGroup): string {
  return `اعرض صفحة ${planGroupTitles[group.id]}`;
}

/** "منشئ المواقع بالذكاء الاصطناعي: مقارنة الباقات". */
export const comparisonLabels = {
  caption: (group: PlanGroup) => `${planGroupTitles[group.id]}: مقارنة الباقات`,
  plan: "الباقة",
  price: "السعر",
  included: "ما تتضمّنه",
} satisfies Copy<typeof en.comparisonLabels>;

export const pricingCta = {
  title: "تحتاج إلى حل بين هذا وذاك؟",
  description: `بين باقتين (محادثات أو دقائق أكثر مما تتيحه باقة وأقل مما تتيحه التالية)، أو دردشة وصوت معًا: أخبرنا بأحجام عملك وسنرسل إليك ${responseTime} باقة شهرية مخصصة بسعرها. أما خدمات تقنية المعلومات، مثل تطوير المواقع وتطبيقات الجوال والحلول السحابية والأمن السيبراني والدعم التقني، فنسعّرها لكل مشروع على حدة بسعر ثابت.`,
  primary: { ...en.pricingCta.primary, label: "اطلب باقة مخصصة" },
  secondary: { ...en.pricingCta.secondary, label: "تصفّح كل الخدمات" },
} satisfies CtaBanner;
