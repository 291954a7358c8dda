/**
 * The Arabic /ar/it-support page. Structure, hrefs, icons, figures, office hours and tool names
 * come from the English module and the site config; this file holds only the Arabic words, in
 * the English order.
 */
import { siteConfig } from "@/config/site";
import * as en from "@/content/it-services/it-support";
import type { ItServicePage } from "@/content/it-services/types";
import type { Faq, Feature, ProcessStep, Stat } from "@/content/types";

import { arabicFigure, serviceLevelFigures as levels } from "../figures";
import { formatOfficeHours } from "../offices";

const page = en.itSupportPage;
const statCopy: readonly Partial<Stat>[] = [
  { label: "مكتب المساعدة" },
  { number: levels.replyTime, label: "للرد على كل طلب" },
  { label: "نسبة تشغيل مضمونة" },
  { number: levels.monthlyPrice, label: "سعر شهري لكل مستخدم" },
];

const includedCopy: readonly Pick<Feature, "title" | "description">[] = [
  {
    title: "مكتب مساعدة على مدار الساعة",
    description:
      "دعم لموظفيك عبر الهاتف والدردشة والبريد الإلكتروني، برد خلال 24 ساعة، وأسرع من ذلك بكثير في المشكلات العاجلة.",
  },
  {
    title: "إدارة الأجهزة",
    description: "إعداد الحواسيب المحمولة والهواتف وتأمينها وتحديثها وتتبعها من لوحة تحكم واحدة.",
  },
  {
    title: "إدارة الشبكات",
    description: "شبكات المكاتب وWi-Fi وVPN والجدران النارية، نضبطها ونراقبها على مدار الساعة.",
  },
  {
    title: "النسخ الاحتياطي والتعافي من الكوارث",
    description: "نسخ احتياطي تلقائي ومشفّر، مع اختبار الاستعادة كل ربع سنة.",
  },
  {
    title: "إدارة التطبيقات السحابية",
    description: "حسابات Microsoft 365 وGoogle Workspace وتراخيصها وإعداداتها الأمنية.",
  },
  {
    title: "الصيانة الاستباقية",
    description:
      "تحديثات أمنية وفحوص دورية وتقارير شهرية تعالج المشكلات قبل أن يلاحظها المستخدمون.",
  },
];

const groupNames: readonly string[] = ["بيئة العمل", "الأجهزة", "الشبكات", "النسخ الاحتياطي"];

const stepCopy: readonly Pick<ProcessStep, "title" | "description">[] = [
  {
    title: "الاستكشاف",
    description: "نحصر أجهزتك وحساباتك وشبكتك وبرامجك، ونستمع إلى ما يعانيه فريقك.",
  },
  {
    title: "الاستراتيجية",
    description:
      "خطة دعم تحدد أوقات الاستجابة والحد الأدنى من معايير الأمان، بسعر شهري ثابت لكل مستخدم.",
  },
  {
    title: "التطوير",
    description: "نُعدّ المراقبة وإدارة الأجهزة والنسخ الاحتياطي، ونعالج المشكلات العاجلة أولًا.",
  },
  {
    title: "النشر",
    description: "يبدأ مكتب المساعدة بخدمة موظفيك، ومن ثم تقارير شهرية وصيانة استباقية بشكل مستمر.",
  },
];

const faqCopy: readonly Faq[] = [
  {
    question: "هل الدعم متاح فعلًا على مدار الساعة؟",
    answer: `نعم. يرد مكتب المساعدة على مدار الساعة، كل يوم من أيام السنة؛ أما إدارة الحسابات فمتاحة ${formatOfficeHours(siteConfig.offices.beirut)}.`,
  },
  {
    question: "هل تدعمون الفرق التي تعمل عن بُعد أو بنظام هجين؟",
    answer:
      "نعم. نحل معظم المشكلات عن بُعد في دقائق، أينما يعمل فريقك، ويمكننا شحن الأجهزة جاهزة للاستخدام.",
  },
  {
    question: "كيف يُسعَّر الدعم التقني؟",
    answer:
      "رسم شهري ثابت لكل مستخدم أو جهاز، لتكون تكاليفك متوقعة. أما المشاريع مثل نقل المكاتب فنسعّرها على حدة.",
  },
  {
    question: "هل يمكنكم العمل إلى جانب فريق تقنية المعلومات لدينا؟",
    answer:
      "بالتأكيد. يمكننا تغطية الليالي وعطلات نهاية الأسبوع، أو تولي مكتب المساعدة، أو تنفيذ مشاريع محددة، بينما يركّز فريقك على الباقي.",
  },
];

export const itSupportPage = {
  ...page,
  hero: {
    ...page.hero,
    eyebrow: "الدعم التقني",
    title: "دعم تقني يستجيب لك",
    highlight: "على مدار الساعة",
    description:
      "دعم تقني موثوق وودود على مدار الساعة: مكتب مساعدة، وإدارة للأجهزة والشبكات، ونسخ احتياطي، وصيانة استباقية.",
    primary: { ...page.hero.primary, label: "احصل على الدعم التقني" },
    secondary: { ...page.hero.secondary, label: "جميع الخدمات" },
  },
  stats: page.stats.map((stat, i) => ({
    ...stat,
    number: arabicFigure(stat.number),
    ...statCopy[i],
  })),
  included: {
    title: "ما تشمله الخدمة",
    description: "فريق واحد ودود لموظفيك وأجهزتك وشبكتك وتطبيقاتك السحابية.",
    items: page.included.items.map((item, i) => ({ ...item, ...includedCopy[i] })),
  },
  technologies: {
    title: "التقنيات التي ندعمها",
    description: "المنصات التي يستخدمها فريقك اليوم، نديرها بأدوات احترافية.",
    groups: page.technologies.groups.map((group, i) => ({
      ...group,
      name: groupNames[i] ?? group.name,
    })),
  },
  process: {
    title: "كيف نتسلّم إدارة تقنية المعلومات لديك",
    description: "انتقال سلس من أربع خطوات، دون أن يتعطل يوم عمل فريقك.",
    steps: page.process.steps.map((step, i) => ({ ...step, ...stepCopy[i] })),
  },
  faq: {
    title: "الأسئلة الشائعة عن الدعم التقني",
    description: "ما تسأله الشركات قبل تغيير مزوّد الدعم التقني.",
    items: page.faq.items.map((item, i) => ({ ...item, ...faqCopy[i] })),
  },
  cta: {
    ...page.cta,
    title: "امنح فريقك دعمًا تقنيًا يمكنه الاعتماد عليه",
    description: "أخبرنا بعدد موظفيك وأجهزتك، وسنرد عليك خلال 24 ساعة بخطة وسعر شهري.",
    primary: { ...page.cta.primary, label: "احصل على الدعم التقني" },
    secondary: { ...page.cta.secondary, label: "اطّلع على جميع الخدمات" },
  },
} satisfies ItServicePage;
