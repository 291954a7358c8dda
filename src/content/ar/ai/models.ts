/** /ai-services/models in Arabic: page copy around the models list (see models-data.ts). */
import * as en from "@/content/ai/models";
import type { TileBlock } from "@/content/ai/shared";
import type { CtaBanner, PageHero } from "@/content/types";

import { withCopy } from "../ui";

export const modelsHero = {
  eyebrow: "نماذج الذكاء الاصطناعي",
  title: "النماذج التي تقف وراء",
  highlight: "خدمات الذكاء الاصطناعي لدينا",
  description:
    "نماذج للغة والرؤية والكلام والبرمجة والترجمة والتحليلات، نضبطها ونستضيفها ونراقبها لنشاطك التجاري. جرّب المتاح منها اليوم.",
} satisfies PageHero;

export const modelsFeatures = {
  title: "مصممة للإنتاج، لا للعروض التوضيحية",
  description: "تعمل جميع نماذجنا على المنصة الآمنة والخاضعة للمراقبة نفسها.",
  items: withCopy(en.modelsFeatures.items, [
    {
      title: "أمان بمستوى المؤسسات",
      description:
        "بياناتك ملك لك: معالجة متوافقة مع اللائحة العامة لحماية البيانات (GDPR)، وضوابط SOC 2 Type II، ولا تدريب على مدخلاتك.",
    },
    {
      title: "زمن استجابة منخفض",
      description: "استجابات في أقل من 200 ملي ثانية من خوادم قريبة من عملائك.",
    },
    {
      title: "مضبوطة على نشاطك التجاري",
      description: "نُجري الضبط الدقيق لكل نموذج على مستنداتك ونبرتك ومصطلحاتك.",
    },
  ]),
} satisfies TileBlock;

export const modelsListIntro = {
  title: "استكشف نماذجنا",
  description: "يمكنك تجربة النماذج المتاحة اليوم؛ أما النماذج التجريبية فمفتوحة لعملائنا الأوائل.",
} satisfies typeof en.modelsListIntro;

export const customModelCta = {
  title: "هل تحتاج إلى نموذج مبني على بياناتك؟",
  description:
    "يصمم مهندسونا نماذج مخصصة لقطاعك ويدرّبونها وينشرونها، من أول نموذج أولي حتى بيئة الإنتاج.",
  primary: { ...en.customModelCta.primary, label: "تواصل مع فريقنا" },
  secondary: { ...en.customModelCta.secondary, label: "اطلب عرضًا توضيحيًا" },
} satisfies CtaBanner;
