/**
 * The Arabic /ar/mobile-development page. Structure, hrefs, icons, figures and tool names come
 * from the English module; this file holds only the Arabic words, in the English order.
 */
import * as en from "@/content/it-services/mobile-development";
import type { ItServicePage } from "@/content/it-services/types";
import type { Faq, Feature, ProcessStep, Stat } from "@/content/types";

import { arabicFigure, serviceLevelFigures as levels } from "../figures";

const page = en.mobileDevelopmentPage;

const statCopy: readonly Partial<Stat>[] = [
  { label: "منصتا iOS وAndroid" },
  { label: "التقييم المستهدف في المتاجر" },
  { number: levels.releaseEvery, label: "بين كل نسخة تجريبية والتي تليها" },
  { label: "مراقبة الأعطال" },
];

const includedCopy: readonly Pick<Feature, "title" | "description">[] = [
  {
    title: "تصميم المنتج وتجربة المستخدم",
    description: "أبحاث المستخدمين ومسارات الاستخدام ونماذج أولية تتبع أعراف iOS وAndroid.",
  },
  {
    title: "التطوير الأصلي",
    description: "تطبيقات بلغتي Swift وKotlin حين تحتاج إلى أفضل أداء وإلى ميزات الجهاز كاملة.",
  },
  {
    title: "تطبيقات متعددة المنصات",
    description:
      "قاعدة شيفرة واحدة مكتوبة بإطار React Native أو Flutter تخدم المنصتين معًا، لإطلاق أسرع.",
  },
  {
    title: "واجهات API والواجهة الخلفية",
    description: "واجهات API آمنة، ومصادقة، وإشعارات فورية، ومزامنة دون اتصال.",
  },
  {
    title: "الإطلاق في المتاجر",
    description:
      "صفحات التطبيق في App Store وGoogle Play، واستيفاء إرشادات المراجعة، وإدارة الإصدارات.",
  },
  {
    title: "التحليلات والصيانة",
    description: "تقارير الأعطال، وتحليلات الاستخدام، وتحديثات مع كل إصدار جديد من نظام التشغيل.",
  },
];

const groupNames: readonly string[] = [
  "التطوير الأصلي",
  "متعدد المنصات",
  "الواجهة الخلفية",
  "الجودة والإصدار",
];

const stepCopy: readonly Pick<ProcessStep, "title" | "description">[] = [
  {
    title: "الاستكشاف",
    description: "نرسم صورة مستخدميك ورحلاتهم، والميزات الأهم لإصدار أول.",
  },
  {
    title: "الاستراتيجية",
    description:
      "نختار بين التطوير الأصلي ومتعدد المنصات، ونخطط للواجهة الخلفية، ونتفق على خارطة طريق بسعر ثابت.",
  },
  {
    title: "التطوير",
    description: "نسخ تجريبية على هاتفك كل أسبوعين، لتجرّب التطبيق وهو ينمو.",
  },
  {
    title: "النشر",
    description:
      "نتولى تقديم التطبيق إلى المتاجر ومراجعته، ثم نراقب الأعطال والتقييمات والاستخدام بعد الإطلاق.",
  },
];

const faqCopy: readonly Faq[] = [
  {
    question: "تطوير أصلي أم متعدد المنصات: أيهما أختار؟",
    answer:
      "يناسب التطوير متعدد المنصات معظم تطبيقات الأعمال وتكلفته أقل، أما التطوير الأصلي فيستحق ثمنه للرسوميات الثقيلة أو ميزات الجهاز المعقدة أو أعلى أداء ممكن. ننصحك بصدق بحسب حالتك.",
  },
  {
    question: "كم يستغرق بناء التطبيق؟",
    answer: "يستغرق إصدار أول مركّز من 8 إلى 16 أسبوعًا، بحسب الميزات والتكاملات.",
  },
  {
    question: "هل تنشرون التطبيق باسم حسابي؟",
    answer: "نعم. التطبيق وشيفرته وصفحاته في المتاجر ملك لك، وننشره من حسابات المطوّر الخاصة بك.",
  },
  {
    question: "هل تتولون صيانة التطبيقات بعد الإطلاق؟",
    answer:
      "نعم. نُبقي التطبيق متوافقًا مع إصدارات iOS وAndroid الجديدة، ونطلق التحسينات ضمن باقة شهرية.",
  },
];

export const mobileDevelopmentPage = {
  ...page,
  hero: {
    ...page.hero,
    eyebrow: "تطوير تطبيقات الجوال",
    title: "تطبيقات جوال",
    highlight: "يعود إليها عملاؤك باستمرار",
    description:
      "تطبيقات يُبقيها عملاؤك على شاشتهم الرئيسية: تطوير أصلي ومتعدد المنصات، من تصميم المنتج حتى الإطلاق على App Store وGoogle Play.",
    primary: { ...page.hero.primary, label: "ابدأ تطبيقك" },
    secondary: { ...page.hero.secondary, label: "جميع الخدمات" },
  },
  stats: page.stats.map((stat, i) => ({
    ...stat,
    number: arabicFigure(stat.number),
    ...statCopy[i],
  })),
  included: {
    title: "ما تشمله الخدمة",
    description: "كل ما يلزم لإطلاق تطبيق في المتاجر والحفاظ على سلامته.",
    items: page.included.items.map((item, i) => ({ ...item, ...includedCopy[i] })),
  },
  technologies: {
    title: "التقنيات التي نستخدمها",
    description: "تطوير أصلي حيث يصنع الفرق، ومتعدد المنصات حيث يوفّر عليك الوقت والمال.",
    groups: page.technologies.groups.map((group, i) => ({
      ...group,
      name: groupNames[i] ?? group.name,
    })),
  },
  process: {
    title: "كيف نبني تطبيقك",
    description: "أربع خطوات من الفكرة إلى App Store وGoogle Play.",
    steps: page.process.steps.map((step, i) => ({ ...step, ...stepCopy[i] })),
  },
  faq: {
    title: "الأسئلة الشائعة عن تطوير تطبيقات الجوال",
    description: "ما يسأله العملاء قبل البدء في تطبيق.",
    items: page.faq.items.map((item, i) => ({ ...item, ...faqCopy[i] })),
  },
  cta: {
    ...page.cta,
    title: "لديك فكرة تطبيق؟",
    description: "حدّثنا عنها، وسنرد عليك خلال 24 ساعة بأفضل طريقة لبنائها وبتكلفتها.",
    primary: { ...page.cta.primary, label: "ابدأ تطبيقك" },
    secondary: { ...page.cta.secondary, label: "اطّلع على جميع الخدمات" },
  },
} satisfies ItServicePage;
