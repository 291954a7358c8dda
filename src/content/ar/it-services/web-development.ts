/**
 * The Arabic /ar/web-development page. Structure, hrefs, icons, figures and tool names come from
 * the English module; this file holds only the Arabic words, in the English order.
 */
import type { ItServicePage } from "@/content/it-services/types";
import * as en from "@/content/it-services/web-development";
import type { Faq, Feature, ProcessStep, Stat } from "@/content/types";

import { arabicFigure, serviceLevelFigures as levels } from "../figures";

const page = en.webDevelopmentPage;

const statCopy: readonly Partial<Stat>[] = [
  { number: levels.pageLoad, label: "زمن التحميل المعتاد للصفحة" },
  { label: "هدفنا في إمكانية الوصول على Lighthouse" },
  { number: levels.releaseEvery, label: "بين كل إصدار جاهز والذي يليه" },
  { label: "مراقبة بعد الإطلاق" },
];

const includedCopy: readonly Pick<Feature, "title" | "description">[] = [
  {
    title: "تصميم تجربة المستخدم والواجهات",
    description: "مخططات هيكلية ونظام تصميم ونماذج أولية نختبرها مع مستخدمين حقيقيين قبل البناء.",
  },
  {
    title: "واجهة أمامية متجاوبة",
    description: "عرض متقن على كل حجم شاشة، من هاتف بعرض 320 px إلى شاشة 4K.",
  },
  {
    title: "تطبيقات الويب",
    description: "لوحات تحكم وبوابات ومنتجات SaaS، مع مصادقة آمنة وواجهات API.",
  },
  {
    title: "التجارة الإلكترونية",
    description: "متاجر إلكترونية موصولة بالدفع والمخزون والشحن والتحليلات.",
  },
  {
    title: "تحسين محركات البحث والأداء",
    description:
      "مؤشرات Core Web Vitals في النطاق الأخضر، وبيانات منظمة، وعرض من جهة الخادم يخدم محركات البحث.",
  },
  {
    title: "إمكانية الوصول",
    description:
      "معيار WCAG 2.2 AA أساسٌ في كل مشروع: التنقل بلوحة المفاتيح، والتباين، والاختبار بقارئات الشاشة.",
  },
];

const groupNames: readonly string[] = [
  "الواجهة الأمامية",
  "الواجهة الخلفية",
  "المحتوى والتجارة",
  "التسليم",
];

/** Technology entries that are general terms, not product names (those stay in Latin script). */
const technologyTerms: Partial<Record<string, string>> = {
  "REST APIs": "واجهات REST API",
  "Headless CMS": "نظام إدارة محتوى Headless",
};

const stepCopy: readonly Pick<ProcessStep, "title" | "description">[] = [
  {
    title: "الاستكشاف",
    description: "ورش عمل مع فريقك حول الأهداف والجمهور والمحتوى، وتدقيق لموقعك الحالي وتحليلاته.",
  },
  {
    title: "الاستراتيجية",
    description: "خريطة الموقع والمخططات الهيكلية والبنية التقنية، وعرض بسعر ثابت ومراحل واضحة.",
  },
  {
    title: "التطوير",
    description:
      "تصميم وبناء على دورات عمل مدة كل منها أسبوعان، في موقع تجريبي يمكنك تصفحه في أي وقت.",
  },
  {
    title: "النشر",
    description: "إطلاق مع إعادات التوجيه والتحليلات والمراقبة جاهزة، ثم تدريب محرري المحتوى لديك.",
  },
];

const faqCopy: readonly Faq[] = [
  {
    question: "كم يستغرق إنجاز الموقع؟",
    answer:
      "يستغرق الموقع التسويقي عادةً من 4 إلى 8 أسابيع، وتطبيق الويب من 3 إلى 6 أشهر. تحصل على جدول زمني مع العرض.",
  },
  {
    question: "هل يمكنني تعديل المحتوى بنفسي؟",
    answer:
      "نعم. نربط موقعك بنظام لإدارة المحتوى وندرّب فريقك، فلا تحتاج النصوص والصور والصفحات إلى مطوّر أبدًا.",
  },
  {
    question: "هل تعيدون تصميم المواقع القائمة؟",
    answer:
      "كثيرًا. نُبقي على ما ينجح، وننقل محتواك، ونضبط إعادات التوجيه لتحافظ على ترتيبك في نتائج البحث.",
  },
  {
    question: "من يستضيف الموقع ويتولى صيانته؟",
    answer:
      "يمكننا استضافته ومراقبته لك مع دعم على مدار الساعة، أو تسليمه إلى فريقك مع توثيق كامل.",
  },
];

export const webDevelopmentPage = {
  ...page,
  hero: {
    ...page.hero,
    eyebrow: "تطوير المواقع",
    title: "مواقع وتطبيقات ويب سريعة التحميل",
    highlight: "تحوّل الزوار إلى عملاء",
    description:
      "مواقع تسويقية ومتاجر إلكترونية وتطبيقات ويب معقدة، مصممة للسرعة وإمكانية الوصول ومحركات البحث، ومبنية لتنمو معك.",
    primary: { ...page.hero.primary, label: "ابدأ مشروع موقعك" },
    secondary: { ...page.hero.secondary, label: "جميع الخدمات" },
  },
  stats: page.stats.map((stat, i) => ({
    ...stat,
    number: arabicFigure(stat.number),
    ...statCopy[i],
  })),
  included: {
    title: "ما تشمله الخدمة",
    description: "كل ما يحتاجه مشروع ويب احترافي، من أول مخطط هيكلي إلى الرعاية طويلة الأمد.",
    items: page.included.items.map((item, i) => ({ ...item, ...includedCopy[i] })),
  },
  technologies: {
    title: "التقنيات التي نستخدمها",
    description: "أدوات مجرَّبة وواسعة الدعم نختارها لما يناسب مشروعك، لا لما يريحنا.",
    groups: page.technologies.groups.map((group, i) => ({
      name: groupNames[i] ?? group.name,
      items: group.items.map((item) => technologyTerms[item] ?? item),
    })),
  },
  process: {
    title: "كيف نسلّمك موقعك",
    description: "الخطوات الأربع نفسها في كل مشروع، فتعرف دائمًا ما الذي سيأتي بعد ذلك.",
    steps: page.process.steps.map((step, i) => ({ ...step, ...stepCopy[i] })),
  },
  faq: {
    title: "الأسئلة الشائعة عن تطوير المواقع",
    description: "إجابات مباشرة عن أكثر ما يسألنا عنه العملاء.",
    items: page.faq.items.map((item, i) => ({ ...item, ...faqCopy[i] })),
  },
  cta: {
    ...page.cta,
    title: "لنبنِ موقعك القادم",
    description: "شاركنا أهدافك، وسنرد عليك خلال 24 ساعة بخطة وجدول زمني وسعر ثابت.",
    primary: { ...page.cta.primary, label: "ابدأ مشروع موقعك" },
    secondary: { ...page.cta.secondary, label: "اطّلع على جميع الخدمات" },
  },
} satisfies ItServicePage;
