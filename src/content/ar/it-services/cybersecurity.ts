/**
 * The Arabic /ar/cybersecurity page. Structure, hrefs, icons, figures, standards and tool names
 * come from the English module; this file holds only the Arabic words, in the English order.
 */
import * as en from "@/content/it-services/cybersecurity";
import type { ItServicePage } from "@/content/it-services/types";
import type { Faq, Feature, ProcessStep, Stat } from "@/content/types";

import { arabicFigure } from "../figures";

const page = en.cybersecurityPage;

const statCopy: readonly Partial<Stat>[] = [
  { label: "مراقبة التهديدات" },
  { label: "عمليات معتمدة" },
  { label: "تدقيق Type II" },
  { label: "دعم الامتثال" },
];

const includedCopy: readonly Pick<Feature, "title" | "description">[] = [
  {
    title: "التدقيق الأمني",
    description: "مراجعة أنظمتك وسياساتك وإعدادات السحابة لديك مقارنةً بأفضل الممارسات.",
  },
  {
    title: "اختبار الاختراق",
    description:
      "مخترقون أخلاقيون يختبرون تطبيقات الويب وواجهات API والشبكة لديك، ويسلّمونك قائمة إصلاحات مرتبة حسب الأولوية.",
  },
  {
    title: "مراقبة التهديدات على مدار الساعة",
    description: "مراقبة مستمرة للسجلات والأجهزة الطرفية، مع تنبيهات يفرزها محللون مختصون.",
  },
  {
    title: "الامتثال",
    description:
      "الجاهزية لمعايير ISO 27001 وSOC 2 ولائحة GDPR: تحليل الفجوات، والسياسات، والأدلة.",
  },
  {
    title: "الاستجابة للحوادث",
    description: "خطة استجابة جاهزة قبل أن تحتاج إليها، وفريق مناوب حين تحتاج إليه.",
  },
  {
    title: "التدريب على الوعي الأمني",
    description: "محاكاة لرسائل التصيد الاحتيالي ودورات قصيرة تجعل موظفيك خط دفاعك الأول.",
  },
];

const groupNames: readonly string[] = ["الأُطر", "الاختبار", "المراقبة", "الهوية"];

/** Technology entries that are general terms, not product or standard names (those stay in Latin script). */
const technologyTerms: Partial<Record<string, string>> = {
  "Multi-factor authentication": "المصادقة متعددة العوامل",
  "Zero trust access": "الوصول وفق مبدأ انعدام الثقة",
};

const stepCopy: readonly Pick<ProcessStep, "title" | "description">[] = [
  {
    title: "الاستكشاف",
    description: "نحصر أصولك ومسارات بياناتك وضوابطك الحالية، ونحدد التهديدات التي تعنيك فعلًا.",
  },
  {
    title: "الاستراتيجية",
    description:
      "خارطة طريق مرتبة حسب المخاطر: المكاسب السريعة أولًا، ثم الضوابط والسياسات التي تتطلبها أهداف الامتثال لديك.",
  },
  {
    title: "التطوير",
    description: "نحصّن الأنظمة، ونختبرها بمهاجمتها، ونصلح ما نجده جنبًا إلى جنب مع فريقك.",
  },
  {
    title: "النشر",
    description:
      "تبدأ المراقبة على مدار الساعة، مع فريق استجابة للحوادث مناوب وإعادة اختبار دورية.",
  },
];

const faqCopy: readonly Faq[] = [
  {
    question: "كم مرة ينبغي أن نجري اختبار اختراق؟",
    answer: "مرة واحدة في السنة على الأقل، وبعد كل تغيير كبير في تطبيقاتك أو بنيتك التحتية.",
  },
  {
    question: "هل يمكنكم مساعدتنا في الحصول على ISO 27001 أو SOC 2؟",
    answer: "نعم. نجري تحليل الفجوات، ونكتب السياسات، ونطبّق الضوابط، ونجهّز الأدلة للمدقق.",
  },
  {
    question: "ماذا يحدث إذا تعرضنا لهجوم؟",
    answer:
      "إذا كانت خدمة الاستجابة للحوادث ضمن اتفاقك معنا، يبدأ فريقنا الاحتواء فورًا، ثم يحقق ويعيد الخدمة، ويرفع تقريره إليك وإلى الجهات الرقابية حيث يلزم.",
  },
  {
    question: "هل الشركات الصغيرة هدف فعلًا؟",
    answer:
      "نعم: معظم الهجمات مؤتمتة وتستهدف كل من لديه ثغرة. والضوابط الأساسية مع المراقبة توقف الغالبية العظمى منها.",
  },
];

export const cybersecurityPage = {
  ...page,
  hero: {
    ...page.hero,
    eyebrow: "الأمن السيبراني",
    title: "أمن يُبعد التهديدات",
    highlight: "ويُرضي المدققين",
    description:
      "احمِ نشاطك وبيانات عملائك بتقييمات أمنية واختبارات اختراق ومراقبة مستمرة ودعم للامتثال.",
    primary: { ...page.hero.primary, label: "اطلب مراجعة أمنية" },
    secondary: { ...page.hero.secondary, label: "جميع الخدمات" },
  },
  stats: page.stats.map((stat, i) => ({
    ...stat,
    number: arabicFigure(stat.number),
    ...statCopy[i],
  })),
  included: {
    title: "ما تشمله الخدمة",
    description: "الوقاية والرصد والاستجابة، مع الوثائق التي يطلبها المدققون.",
    items: page.included.items.map((item, i) => ({ ...item, ...includedCopy[i] })),
  },
  technologies: {
    title: "التقنيات والأُطر",
    description: "أدوات وأُطر معيارية في القطاع، يطبّقها مختصون معتمدون.",
    groups: page.technologies.groups.map((group, i) => ({
      name: groupNames[i] ?? group.name,
      items: group.items.map((item) => technologyTerms[item] ?? item),
    })),
  },
  process: {
    title: "كيف نؤمّن نشاطك",
    description: "أربع خطوات من معرفة مخاطرك إلى التصدي لها كل يوم.",
    steps: page.process.steps.map((step, i) => ({ ...step, ...stepCopy[i] })),
  },
  faq: {
    title: "الأسئلة الشائعة عن الأمن السيبراني",
    description: "ما يسأله العملاء قبل أي مهمة أمنية.",
    items: page.faq.items.map((item, i) => ({ ...item, ...faqCopy[i] })),
  },
  cta: {
    ...page.cta,
    title: "اكتشف نقاط ضعفك قبل أن يكتشفها المهاجمون",
    description: "اطلب مراجعة أمنية، وسنرد عليك خلال 24 ساعة بنطاق العمل وسعر ثابت.",
    primary: { ...page.cta.primary, label: "اطلب مراجعة أمنية" },
    secondary: { ...page.cta.secondary, label: "اطّلع على جميع الخدمات" },
  },
} satisfies ItServicePage;
