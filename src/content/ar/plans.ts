/**
 * The Arabic texts of every plan sold on the site. Ids, prices, periods, discounts and the
 * popular flag come from the English plans (content/plans.ts); only the words are written here,
 * merged into each English group and plan by id.
 */
import { siteConfig } from "@/config/site";
import { officeWords } from "@/content/ar/offices";
import * as en from "@/content/plans";
import type { PlanGroup, PricingPlan } from "@/content/types";

interface GroupCopy {
  title: string;
  description: string;
  unit?: string;
  /** The words of the English group's `about` (its `other` comes from there). */
  about?: { text: string; linkLabel: string };
  pickLabel: string;
}

interface PlanCopy {
  name: string;
  description: string;
  features: readonly string[];
  buttonText: string;
}

const getStarted = "ابدأ الآن";
/** The uptime SLA as a plan lists it (plans.ts's uptimeSlaFeature). */
export const uptimeSlaFeature = `اتفاقية مستوى خدمة (SLA) بنسبة تشغيل ${siteConfig.record.uptime}`;

const groupCopy: Record<PlanGroup["id"], GroupCopy> = {
  ai: {
    title: "باقات الذكاء الاصطناعي",
    description:
      "مساعدو محادثة لموقعك وWhatsApp والبريد الإلكتروني، يُحتسبون بعدد المحادثات التي يجرونها كل شهر.",
    unit: "تُحتسب بعدد المحادثات",
    about: {
      text: "هذه الباقات لمساعدي المحادثة، وتُحتسب بعدد المحادثات. تبحث عن وكيل صوتي يردّ على خطك الهاتفي ويُحتسب بدقائق المحادثة؟",
      linkLabel: "اطّلع على باقات الذكاء الاصطناعي المحادثي",
    },
    pickLabel: "الأنسب للفرق المتنامية",
  },
  "conversational-ai": {
    title: "الذكاء الاصطناعي المحادثي",
    description:
      "وكلاء صوتيون لخطك الهاتفي وWhatsApp، يُحتسبون بدقائق المحادثة التي يتحدثونها كل شهر.",
    unit: "تُحتسب بدقائق المحادثة",
    about: {
      text: "هذه الباقات للوكلاء الصوتيين، وتُحتسب بدقائق المحادثة. تبحث عن مساعد محادثة لموقعك وWhatsApp والبريد الإلكتروني يُحتسب بعدد المحادثات؟",
      linkLabel: "اطّلع على باقات الذكاء الاصطناعي لمساعدي المحادثة",
    },
    pickLabel: "الأنسب لحجم مكالمات منتظم",
  },
  "website-builder": {
    title: "منشئ المواقع بالذكاء الاصطناعي",
    description: "دفعة واحدة لموقع إلكتروني يبنيه الذكاء الاصطناعي، والاستضافة مشمولة.",
    pickLabel: "الأنسب لنشاط تجاري متنامٍ",
  },
  automation: {
    title: "الأتمتة بالذكاء الاصطناعي",
    description: "باقات شهرية لأتمتة مسارات العمل بالذكاء الاصطناعي.",
    unit: "تُحتسب بعدد مسارات العمل المؤتمتة",
    pickLabel: "الأنسب لعدة أقسام",
  },
};

const planCopy: Record<string, PlanCopy> = {
  starter: {
    name: "المبتدئة",
    description: "للفرق الصغيرة التي تخطو خطوتها الأولى مع الذكاء الاصطناعي.",
    features: [
      "حتى 1,000 محادثة شهريًا",
      "مساعد محادثة واحد",
      "نافذة محادثة على موقعك الإلكتروني",
      "الدعم عبر البريد الإلكتروني",
      "تحليلات أساسية",
    ],
    buttonText: getStarted,
  },
  professional: {
    name: "الاحترافية",
    description: "للشركات المتنامية التي تشغّل الذكاء الاصطناعي عبر قنوات متعددة.",
    features: [
      "حتى 10,000 محادثة شهريًا",
      "5 مساعدي محادثة",
      "قنوات الموقع الإلكتروني وWhatsApp والبريد الإلكتروني",
      "تكاملات مع أنظمة CRM ومكاتب المساعدة",
      "دعم ذو أولوية",
      "تحليلات متقدمة",
    ],
    buttonText: getStarted,
  },
  enterprise: {
    name: "المؤسسات",
    description: "للمؤسسات ذات الاحتياجات والأحجام ومتطلبات الامتثال الخاصة.",
    features: [
      "محادثات غير محدودة",
      "عدد غير محدود من مساعدي المحادثة",
      "تدريب نماذج مخصصة",
      "مدير حساب مخصص",
      uptimeSlaFeature,
      "تسجيل دخول موحّد (SSO) وسجلات تدقيق",
    ],
    buttonText: "تواصل مع المبيعات",
  },
  "conversational-basic": {
    name: "الأساسية",
    description: "وكيل صوتي لقناة واحدة.",
    features: [
      "250 دقيقة محادثة",
      "وكيل صوتي واحد",
      "محادثة على الموقع الإلكتروني أو خط هاتفي",
      "أصوات قياسية",
      "الدعم عبر البريد الإلكتروني",
    ],
    buttonText: getStarted,
  },
  "conversational-standard": {
    name: "القياسية",
    description: "للفرق التي تستقبل تدفقًا منتظمًا من العملاء.",
    features: [
      "1,100 دقيقة محادثة",
      "3 وكلاء صوتيين",
      "الدردشة والصوت وWhatsApp",
      "أكثر من 50 لغة",
      "تكامل مع نظام CRM",
      "دعم ذو أولوية",
    ],
    buttonText: getStarted,
  },
  "conversational-premium": {
    name: "المميزة",
    description: "ذكاء اصطناعي محادثي بأحجام كبيرة للعمليات الواسعة.",
    features: [
      "7,000 دقيقة محادثة",
      "عدد غير محدود من الوكلاء الصوتيين",
      "جميع القنوات",
      "صوت وشخصية مخصصان",
      "مدير نجاح عملاء مخصص",
      uptimeSlaFeature,
    ],
    buttonText: getStarted,
  },
  "website-basic": {
    name: "الأساسية",
    description: "موقع أنيق لنشاط تجاري أو مشروع جديد.",
    features: [
      "حتى 5 صفحات",
      "استضافة لمدة عام",
      "شهادة SSL مجانية",
      "تصميم متجاوب مع الجوال",
      "إعداد أساسي لتحسين محركات البحث (SEO)",
    ],
    buttonText: getStarted,
  },
  "website-professional": {
    name: "الاحترافية",
    description: "موقع متكامل لشركة نامية.",
    features: [
      "حتى 15 صفحة",
      "استضافة لمدة عامين",
      "شهادة SSL مجانية",
      "إعداد نطاق خاص بك",
      "تحسين متقدم لمحركات البحث وتحليلات",
      "نماذج تواصل وحجز مواعيد",
    ],
    buttonText: getStarted,
  },
  "website-premium": {
    name: "المميزة",
    description: "بلا حدود، للعلامات التجارية الراسخة والمتاجر الإلكترونية.",
    features: [
      "صفحات غير محدودة",
      "استضافة لمدة 5 سنوات",
      "شهادة SSL مجانية",
      "جاهز للتجارة الإلكترونية",
      "محتوى متعدد اللغات",
      "دعم ذو أولوية",
    ],
    buttonText: getStarted,
  },
  "automation-starter": {
    name: "المبتدئة",
    description: "أتمت أولى العمليات التي تُبطئ فريقك.",
    features: [
      "5 مسارات عمل مؤتمتة",
      "أتمتة البريد الإلكتروني والمستندات",
      "10 تكاملات مع التطبيقات",
      "تقرير أداء شهري",
      "الدعم عبر البريد الإلكتروني",
    ],
    buttonText: getStarted,
  },
  "automation-growth": {
    name: "النمو",
    description: "وسّع الأتمتة لتشمل مختلف الأقسام.",
    features: [
      "25 مسار عمل مؤتمتًا",
      "معالجة المستندات بالذكاء الاصطناعي",
      "تكاملات غير محدودة مع التطبيقات",
      "لوحات تحكم مخصصة",
      "دعم ذو أولوية",
    ],
    buttonText: getStarted,
  },
  "automation-enterprise": {
    name: "المؤسسات",
    description: "أتمتة على مستوى الشركة بأكملها، مع فريق هندسي مخصص.",
    features: [
      "مسارات عمل غير محدودة",
      "نماذج ذكاء اصطناعي مخصصة",
      "خيار النشر على خوادمك الخاصة",
      "مهندس أتمتة مخصص",
      uptimeSlaFeature,
    ],
    buttonText: getStarted,
  },
};

/** "$1,000", or the Arabic for a custom price: plans.ts's formatter in Arabic. */
export function formatPrice(price: number | null): string {
  return en.formatPrice(price, "ar");
}

/** "$100 شهريًا"، "$99 دفعة واحدة": a price with the unit its plan is billed in. */
export function formatPriceWithUnit(price: number, period: PricingPlan["period"]): string {
  return en.formatPriceWithUnit(price, period, "ar");
}

/** Where a group's list prices start: its cheapest priced plan, with its unit. */
export function fromPrice(group: PlanGroup): string {
  return en.fromPrice(group, "ar");
}

/** Where a group's sale prices start while its offer runs, else undefined. */
export function fromOfferPrice(group: PlanGroup): string | undefined {
  return en.fromOfferPrice(group, "ar");
}

function localizePlan(plan: PricingPlan): PricingPlan {
  const copy = planCopy[plan.id];
  if (!copy) throw new Error(`No Arabic copy for plan ${plan.id}`);
  const savings =
    plan.originalPrice === undefined || plan.price === null
      ? {}
      : { savings: `وفّر ${formatPrice(plan.originalPrice - plan.price)}` };
  return { ...plan, ...copy, ...savings };
}

function localizeGroup(group: PlanGroup): PlanGroup {
  // An offer's end is shown in Beirut time (the zone's name in Arabic words).
  const offer = group.offer && { ...group.offer, zoneName: officeWords.beirut.zoneName };
  const { about, ...words } = groupCopy[group.id];
  if (Boolean(about) !== Boolean(group.about) || Boolean(words.unit) !== Boolean(group.unit)) {
    throw new Error(`The Arabic words of plan group ${group.id} do not match the English`);
  }
  return {
    ...group,
    ...words,
    ...(group.about && about ? { about: { ...group.about, ...about } } : {}),
    plans: group.plans.map(localizePlan),
    ...(offer ? { offer } : {}),
  };
}

export const aiPlans = localizeGroup(en.aiPlans) satisfies PlanGroup;
export const conversationalAiPlans = localizeGroup(en.conversationalAiPlans) satisfies PlanGroup;
export const websiteBuilderPlans = localizeGroup(en.websiteBuilderPlans) satisfies PlanGroup;
export const automationPlans = localizeGroup(en.automationPlans) satisfies PlanGroup;

const localizedGroups = [aiPlans, conversationalAiPlans, websiteBuilderPlans, automationPlans];

/** The groups in the English order. */
export const planGroups: readonly PlanGroup[] = en.planGroups.map(
  (group) => localizedGroups.find((localized) => localized.id === group.id) ?? localizeGroup(group),
);

/** A plan and its group by the plan's id, with the Arabic texts. */
export function findPlan(id: string): { group: PlanGroup; plan: PricingPlan } | undefined {
  for (const group of planGroups) {
    const plan = group.plans.find((candidate) => candidate.id === id);
    if (plan) return { group, plan };
  }
  return undefined;
}

/** "باقات «المميزة» و«المؤسسات»": the plans of `groups` that include the uptime SLA. */
export function uptimeSlaPlans(groups: readonly PlanGroup[] = planGroups): string {
  const names = en.uptimeSlaPlanNames(groups).map((name) => `«${name}»`);
  const list = new Intl.ListFormat("ar", { type: "conjunction" }).format(names);
  return `${names.length === 1 ? "باقة" : "باقات"} ${list}`;
}
