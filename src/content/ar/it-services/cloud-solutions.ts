/**
 * The Arabic /ar/cloud-solutions page. Structure, hrefs, icons, figures and tool names come from
 * the English module and the site config; this file holds only the Arabic words, in the English
 * order.
 */
import { siteConfig } from "@/config/site";
import * as en from "@/content/it-services/cloud-solutions";
import type { ItServicePage } from "@/content/it-services/types";
import type { Faq, Feature, ProcessStep, Stat } from "@/content/types";

import { arabicFigure } from "../figures";

const page = en.cloudSolutionsPage;
const uptime = siteConfig.record.uptime;

const statCopy: readonly Partial<Stat>[] = [
  { label: "نسبة تشغيل مضمونة (SLA)" },
  { label: "منصات سحابية كبرى" },
  { label: "بنية تحتية مكتوبة ككود" },
  { label: "مراقبة وفريق مناوب" },
];

const includedCopy: readonly Pick<Feature, "title" | "description">[] = [
  {
    title: "الترحيل إلى السحابة",
    description: "ننقل الخوادم وقواعد البيانات والتطبيقات وفق خطة مُختبَرة ومعها خطة تراجع.",
  },
  {
    title: "تصميم البنية",
    description: "بنى قابلة للتوسع ومرنة أمام الأعطال، نراجعها وفق أُطر Well-Architected.",
  },
  {
    title: "البنية التحتية ككود",
    description: "كل بيئة معرَّفة بشيفرة خاضعة لإدارة الإصدارات، ويمكن إعادة إنشائها في دقائق.",
  },
  {
    title: "DevOps وCI/CD",
    description: "بناء واختبار ونشر مؤتمت، لتُصدر تحديثاتك يوميًا بأمان.",
  },
  {
    title: "تحسين التكاليف",
    description: "موارد بالحجم المناسب، وسعة محجوزة، وتقارير واضحة تخفض فاتورتك الشهرية.",
  },
  {
    title: "التشغيل المُدار",
    description: `مراقبة ونسخ احتياطي وتحديثات أمنية، وفريق مناوب على مدار الساعة تدعمه اتفاقية مستوى خدمة تضمن نسبة تشغيل ${uptime}.`,
  },
];

const groupNames: readonly string[] = [
  "المنصات السحابية",
  "الحاويات",
  "البنية التحتية ككود",
  "قابلية الرصد",
];

/** Technology entries that are general terms, not product names (those stay in Latin script). */
const technologyTerms: Partial<Record<string, string>> = {
  Serverless: "الحوسبة دون خوادم",
};

const stepCopy: readonly Pick<ProcessStep, "title" | "description">[] = [
  {
    title: "الاستكشاف",
    description: "نحصر أنظمتك واعتمادياتها وتكاليفها ومخاطرها، ونقيس أداءها الحالي.",
  },
  {
    title: "الاستراتيجية",
    description: "البنية المستهدفة، ومراحل الترحيل، وخطة تراجع، وتوقّع للتكاليف تعتمده أنت.",
  },
  {
    title: "التطوير",
    description: "نكتب البنية التحتية ككود، ونبني مسارات النشر، ونُجري تجربة كاملة لكل عملية ترحيل.",
  },
  {
    title: "النشر",
    description:
      "ننتقل في نوافذ زمنية مخططة، ونتحقق من كل شيء، ثم نشغّل البيئة ونحسّنها على مدار الساعة.",
  },
];

const faqCopy: readonly Faq[] = [
  {
    question: "أي مزوّد سحابي نختار؟",
    answer:
      "يتوقف ذلك على أدواتك الحالية ومهارات فريقك ومتطلبات الامتثال لديك. نعمل مع AWS وAzure وGoogle Cloud، ونوصي بالأنسب لك لا بالمفضّل لدينا.",
  },
  {
    question: "هل ستتوقف خدماتنا أثناء الترحيل؟",
    answer:
      "نخطط لترحيل دون أي توقف: تعمل الأنظمة بالتوازي، وننتقل في نوافذ زمنية متفق عليها مع خطة تراجع مُختبَرة.",
  },
  {
    question: "هل يمكنكم خفض فاتورتنا السحابية الحالية؟",
    answer:
      "نعم في الغالب. عادةً ما تكشف مراجعة التكاليف موارد خاملة وخوادم أكبر من الحاجة وخصومات غير مستغلة.",
  },
  {
    question: "هل تقدّمون إدارة مستمرة؟",
    answer: `نعم: مراقبة وتحديثات أمنية ونسخ احتياطي وفريق مناوب على مدار الساعة، تدعمها اتفاقية مستوى خدمة تضمن نسبة تشغيل ${uptime}.`,
  },
];

export const cloudSolutionsPage = {
  ...page,
  hero: {
    ...page.hero,
    eyebrow: "الحلول السحابية",
    title: "بنية تحتية سحابية تتوسع",
    highlight: "دون مفاجآت",
    description:
      "انتقل إلى السحابة دون توقف، ثم شغّلها كما ينبغي: بنية قابلة للتوسع، وبنية تحتية ككود، وCI/CD، وتحسين للتكاليف.",
    primary: { ...page.hero.primary, label: "خطّط لانتقالك إلى السحابة" },
    secondary: { ...page.hero.secondary, label: "جميع الخدمات" },
  },
  stats: page.stats.map((stat, i) => ({
    ...stat,
    number: arabicFigure(stat.number),
    ...statCopy[i],
  })),
  included: {
    title: "ما تشمله الخدمة",
    description: "من أول خطة ترحيل إلى التشغيل اليومي.",
    items: page.included.items.map((item, i) => ({ ...item, ...includedCopy[i] })),
  },
  technologies: {
    title: "التقنيات التي نستخدمها",
    description:
      "مهندسون معتمدون على السحابات الثلاث الكبرى وعلى الأدوات مفتوحة المصدر المحيطة بها.",
    groups: page.technologies.groups.map((group, i) => ({
      name: groupNames[i] ?? group.name,
      items: group.items.map((item) => technologyTerms[item] ?? item),
    })),
  },
  process: {
    title: "كيف ننقلك إلى السحابة",
    description: "مسار مدروس من أربع خطوات، دون مفاجآت في الفاتورة أو الجدول الزمني.",
    steps: page.process.steps.map((step, i) => ({ ...step, ...stepCopy[i] })),
  },
  faq: {
    title: "الأسئلة الشائعة عن الحلول السحابية",
    description: "أسئلة متكررة عن الانتقال إلى السحابة والعمل عليها.",
    items: page.faq.items.map((item, i) => ({ ...item, ...faqCopy[i] })),
  },
  cta: {
    ...page.cta,
    title: "مستعد لسحابة أسرع وأقل تكلفة؟",
    description:
      "احجز تقييمًا مجانيًا لبيئتك السحابية، وسنرد عليك خلال 24 ساعة بالخطوات التالية وخطة بسعر ثابت.",
    primary: { ...page.cta.primary, label: "خطّط لانتقالك إلى السحابة" },
    secondary: { ...page.cta.secondary, label: "اطّلع على جميع الخدمات" },
  },
} satisfies ItServicePage;
