/** /services/custom-ai in Arabic: six solutions, six industries, four steps, technologies, testimonials. */
import { customAiPage as en } from "@/content/ai/custom-ai";
import type { AiServicePage } from "@/content/ai/shared";
import type { CtaBanner, PageHero } from "@/content/types";

import { localizeSections, type SectionCopy } from "./shared";

const customAiHero = {
  ...en.hero,
  eyebrow: "حلول الذكاء الاصطناعي المخصصة",
  title: "ذكاء اصطناعي مصمم حول",
  highlight: "بياناتك",
  description:
    "حين لا تكفي الأدوات الجاهزة، يبني مهندسونا نماذج تتعلم من بياناتك وتحل المشكلات التي لا يواجهها سوى نشاطك التجاري.",
  primary: { ...en.hero.primary, label: "ناقش مشروعك" },
  secondary: { ...en.hero.secondary, label: "اطلب عرضًا توضيحيًا" },
} satisfies PageHero;

/** The texts of each section, by the English section's id. */
const sections: Record<string, SectionCopy> = {
  solutions: {
    title: "ما الذي نبنيه",
    description:
      "ستة أنواع من الذكاء الاصطناعي المخصص، ننقل كلًّا منها من النموذج الأولي إلى الإنتاج.",
    items: [
      {
        title: "نماذج تعلّم الآلة",
        description: "نماذج تصنيف وانحدار تُدرَّب على بياناتك ويُتحقَّق من أدائها عليها.",
      },
      {
        title: "الرؤية الحاسوبية",
        description: "كشف العيوب، وقراءة المستندات، والبحث بالصور ضمن مسارات عملك.",
      },
      {
        title: "معالجة اللغات الطبيعية",
        description: "نماذج تقرأ رسائل البريد الإلكتروني والعقود والمراجعات وتلخّصها وتصنّفها.",
      },
      {
        title: "التحليلات التنبؤية",
        description: "توقعات للطلب وتسرّب العملاء والمخاطر، مشروحة بلغة واضحة.",
      },
      {
        title: "محركات التوصية",
        description: "منتجات ومحتوى مخصصة لكل عميل ترفع قيمة السلة ومستوى التفاعل.",
      },
      {
        title: "تكامل الذكاء الاصطناعي",
        description: "نماذج متصلة بتطبيقاتك ومستودع بياناتك وأنظمة أعمالك.",
      },
    ],
  },
  industries: {
    title: "القطاعات التي نخدمها",
    description: "خبرة قطاعية تختصر زمن كل مشروع.",
    items: [
      {
        title: "الرعاية الصحية",
        description: "مساعدون لفرز الحالات، ودعم للتصوير الطبي، وتنبؤ بتدفق المرضى.",
      },
      {
        title: "المالية",
        description: "كشف الاحتيال، والتقييم الائتماني، وأتمتة المستندات.",
      },
      {
        title: "التجزئة والتجارة الإلكترونية",
        description: "التوصيات، والتنبؤ بالطلب، والتسعير.",
      },
      {
        title: "التصنيع",
        description: "مراقبة الجودة بصريًا، والصيانة التنبؤية.",
      },
      {
        title: "الخدمات اللوجستية",
        description: "تحسين المسارات، والتنبؤ بمواعيد الوصول، ومستندات الشحن.",
      },
      {
        title: "التعليم",
        description: "مسارات تعلّم مخصصة لكل متعلّم، ودعم آلي للتصحيح.",
      },
    ],
  },
  process: {
    title: "كيف ننفّذ",
    description: "عملية مجرّبة من أربع خطوات، مع نموذج أولي يعمل في وقت مبكر.",
    items: [
      {
        title: "الاستكشاف",
        description: "نحدد المشكلة، والبيانات المتاحة، والطريقة التي سيُقاس بها النجاح.",
      },
      {
        title: "النموذج الأولي",
        description: "نموذج أول على عينة من بياناتك، لإثبات قيمته في غضون أسابيع.",
      },
      {
        title: "التطوير",
        description: "ندرّب النموذج ونقيّمه ونعزّز متانته، ونبني تكاملاته.",
      },
      {
        title: "النشر والدعم",
        description: "ننشره على سحابتك أو سحابتنا، ونراقبه، ونعيد تدريبه كلما تغيرت بياناتك.",
      },
    ],
  },
  technologies: {
    title: "التقنيات التي نستخدمها",
    description: "أدوات مفتوحة ومجرّبة، فلا يبقى حلّك رهينة مزوّد واحد.",
  },
  testimonials: {
    title: "حلول الذكاء الاصطناعي المخصصة على أرض الواقع",
    description: "نتائج من مشاريع نفّذناها.",
    testimonials: [
      {
        name: "الدكتورة نادية فرح",
        role: "الرئيسة التنفيذية للمعلوماتية الطبية",
        content:
          "يتوقّع نموذجهم عدد مرضى الطوارئ قبل 24 ساعة، بهامش خطأ لا يتجاوز 7% في المتوسط، فصرنا نوزّع الطاقم على أساس الأرقام لا التخمين.",
        results: "أوقات انتظار أقصر بنسبة 30%",
      },
      {
        name: "توماس بيكر",
        role: "مدير المصنع",
        content:
          "يفحص نظام الرؤية كل قطعة تمرّ على خط الإنتاج، ويلتقط عيوبًا كانت تفوت عمّالنا. وقد غطّى كلفته في ثلاثة أشهر.",
        results: "انخفاض بنسبة 92% في العيوب التي تصل إلى العملاء",
      },
    ],
  },
};

const customAiCta = {
  title: "لديك مشكلة لا يحلها إلا الذكاء الاصطناعي؟",
  description: "حدّثنا عنها: سنقيّم بياناتك ونقترح نهجًا لحلها، من دون أي تكلفة.",
  primary: { ...en.cta.primary, label: "احجز استشارتك المجانية" },
  secondary: { ...en.cta.secondary, label: "استكشف نماذجنا" },
} satisfies CtaBanner;

/** What /ar/services/custom-ai shows between the header and the footer, in page order. */
export const customAiPage = {
  hero: customAiHero,
  visual: en.visual,
  caseStudy: en.caseStudy,
  sections: localizeSections(en.sections, sections),
  cta: customAiCta,
} satisfies AiServicePage;
