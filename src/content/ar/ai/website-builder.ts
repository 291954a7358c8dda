/** /services/website-builder in Arabic: six features, four steps, four audiences, plans, testimonials. */
import type { AiServicePage } from "@/content/ai/shared";
import { websiteBuilderPage as en } from "@/content/ai/website-builder";
import { formatPrice } from "@/content/ar/plans";
import { websiteBuilderPlans } from "@/content/plans";
import type { CtaBanner, PageHero } from "@/content/types";

import { localizeSections, type SectionCopy } from "./shared";

const websiteBuilderHero = {
  ...en.hero,
  eyebrow: "منشئ المواقع بالذكاء الاصطناعي",
  title: "موقعك الاحترافي،",
  highlight: "يبنيه الذكاء الاصطناعي",
  description:
    "أجب عن بضعة أسئلة حول نشاطك التجاري، واحصل على موقع سريع وجميل يشمل النصوص والصور والاستضافة. دفعة واحدة، بلا رسوم شهرية.",
  primary: { ...en.hero.primary, label: "ابنِ موقعي" },
  secondary: { ...en.hero.secondary, label: "اطّلع على الباقات" },
} satisfies PageHero;

/** The texts of each section, by the English section's id. */
const sections: Record<string, SectionCopy> = {
  features: {
    title: "كل ما يحتاجه موقعك",
    description: "يولّده الذكاء الاصطناعي، ويراجعه مصممونا، ويصبح جاهزًا للإطلاق.",
    items: [
      {
        title: "محتوى يكتبه الذكاء الاصطناعي",
        description: "صفحات وعناوين وأوصاف تُكتب بأسلوبك انطلاقًا من موجز قصير.",
      },
      {
        title: "تصميم يلائم علامتك التجارية",
        description: "ألوان وخطوط وتخطيطات تنسجم مع شعارك وقطاعك.",
      },
      {
        title: "الجوال أولًا",
        description: "كل صفحة تبدو أنيقة وتُحمَّل بسرعة على الهواتف والأجهزة اللوحية والحواسيب.",
      },
      {
        title: "تحسين مدمج لمحركات البحث (SEO)",
        description: "ترميز نظيف ووسوم وصفية وخريطة موقع ليجدك العملاء في محركات البحث.",
      },
      {
        title: "الاستضافة وشهادة SSL",
        description: "استضافة آمنة مع شهادة SSL مجانية، مشمولة في كل باقة.",
      },
      {
        title: "تحديثات سهلة",
        description: "عدّل النصوص والصور بنفسك، أو اطلب من الذكاء الاصطناعي إعادة كتابة أي قسم.",
      },
    ],
  },
  process: {
    title: "موقعك على الإنترنت في أربع خطوات",
    description: "تنطلق معظم المواقع في غضون أسبوع.",
    items: [
      {
        title: "حدّثنا عن نشاطك التجاري",
        description: "استبيان قصير: خدماتك وجمهورك وأسلوبك وأهدافك.",
      },
      {
        title: "الذكاء الاصطناعي يبني موقعك",
        description: "يولّد الذكاء الاصطناعي صفحات ونصوصًا وصورًا تناسب علامتك التجارية.",
      },
      {
        title: "راجِع وحسِّن",
        description: "تطلب التعديلات، ويصقل مصممونا كل التفاصيل.",
      },
      {
        title: "الإطلاق",
        description: "نربط نطاقك، ونُعدّ الاستضافة وشهادة SSL، ثم نطلق الموقع.",
      },
    ],
  },
  audiences: {
    title: "لمن صُمّم؟",
    description: "الشركات التي تحتاج إلى موقع رائع من دون مشروع طويل.",
    items: [
      {
        title: "الشركات الصغيرة",
        description: "المطاعم والمتاجر والخدمات المحلية التي تريد أن يجدها الناس على الإنترنت.",
      },
      {
        title: "الشركات الناشئة",
        description: "موقع إطلاق يمنحك المصداقية، جاهز قبل عرضك التالي أمام المستثمرين.",
      },
      {
        title: "المستقلون",
        description: "معرض أعمال يُبرز ما تنجزه ويجلب لك العملاء.",
      },
      {
        title: "المتاجر الإلكترونية",
        description: "صفحات منتجات وإتمام للشراء، جاهزة للبيع من اليوم الأول.",
      },
    ],
  },
  pricing: {
    title: "دفعة واحدة، والاستضافة مشمولة",
    description: "بلا اشتراكات: ادفع مرة واحدة، مع استضافة تتراوح بين سنة وخمس سنوات بحسب الباقة.",
  },
  testimonials: {
    title: "مواقع يحبها عملاؤنا",
    description: "أُطلقت في أيام، لا في أشهر.",
    testimonials: [
      {
        name: "هادي منصور",
        role: "المالك",
        content:
          "ملأتُ الاستبيان يوم الاثنين، ويوم الجمعة كان موقعنا الجديد على الإنترنت. أخيرًا صار لنا موقع بمستوى قهوتنا.",
        results: "ضعف الطلبات عبر الإنترنت خلال ثلاثة أشهر",
      },
      {
        name: "إميلي كارتر",
        role: "المديرة الإبداعية",
        content:
          "التقط الذكاء الاصطناعي أسلوبنا من المسودة الأولى، وتولّى المصممون اللمسات الأخيرة. واليوم يقول لنا العملاء إنهم عرفونا من Google.",
        results: "الظهور في الصفحة الأولى من نتائج البحث في مدينتنا",
      },
    ],
  },
};

const websiteBuilderCta = {
  title: "أطلق موقعك هذا الأسبوع",
  description: `حدّثنا عن نشاطك التجاري، واحصل على موقعك المبني بالذكاء الاصطناعي ابتداءً من ${formatPrice(
    Math.min(...websiteBuilderPlans.plans.map((plan) => plan.price)),
  )}، دفعة واحدة.`,
  primary: { ...en.cta.primary, label: "ابدأ الآن" },
  secondary: { ...en.cta.secondary, label: "تواصل مع المبيعات" },
} satisfies CtaBanner;

/** What /ar/services/website-builder shows between the header and the footer, in page order. */
export const websiteBuilderPage = {
  hero: websiteBuilderHero,
  visual: en.visual,
  sections: localizeSections(en.sections, sections),
  cta: websiteBuilderCta,
} satisfies AiServicePage;
