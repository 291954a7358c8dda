/**
 * The Arabic label, document title and meta description of every route of the registry
 * (src/config/routes.ts). Paths, groups and dates stay in the registry; figures and prices in
 * the descriptions come from the site config and the plans, as in English.
 */
import { routes, type RoutePath } from "@/config/routes";
import { siteConfig, teamSize } from "@/config/site";
import {
  aiPlans,
  automationPlans,
  formatPrice,
  fromPrice,
  websiteBuilderPlans,
} from "@/content/plans";
import type { RouteCopy } from "@/content/routes";
import type { PricingPlan } from "@/content/types";

import { peopleCount } from "./figures";
import { formatOfficeHours } from "./offices";
import { siteCopy } from "./site";
import { countOf } from "./site-phrases";
import { recordCountAr } from "./ui";

type SdkPath = Extract<RoutePath, `/docs/sdk/${string}`>;

const { responseTime } = siteCopy;
const { beirut, sanFrancisco } = siteCopy.offices;

/** "2M+" → "أكثر من 2 مليون": the AI interactions figure of the record in words. */
function millionsAr(figure: string): string {
  const millions = /^(\d+)M\+$/.exec(figure)?.[1];
  if (millions === undefined) throw new Error(`No Arabic wording for the figure "${figure}"`);
  return `أكثر من ${millions} مليون`;
}

function aiPlan(id: string): PricingPlan {
  const plan = aiPlans.plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown AI plan ${id}`);
  return plan;
}

/** A plan's price ("$299"), from the plans. */
function planPrice(id: string): string {
  return formatPrice(aiPlan(id).price, "ar");
}

/** "1,000 محادثة": a plan's conversation limit, read from its first feature ("Up to 1,000 conversations per month"). */
function conversationLimit(id: string): string {
  const figure = /\d[\d,]*/.exec(aiPlan(id).features[0] ?? "")?.[0];
  if (figure === undefined) throw new Error(`AI plan ${id} has no conversation limit`);
  return countOf(
    Number(figure.replaceAll(",", "")),
    { one: "محادثة واحدة", two: "محادثتين", few: "محادثات", many: "محادثة", other: "محادثة" },
    figure,
  );
}

const pageCopy: Record<Exclude<RoutePath, SdkPath>, RouteCopy> = {
  "/": {
    label: "الرئيسية",
    title: "خدمات الذكاء الاصطناعي وتقنية المعلومات للشركات المتنامية",
    description: `تقدّم Cedarwave حلول الذكاء الاصطناعي وتطوير المواقع والتطبيقات والسحابة والأمن السيبراني ودعمًا تقنيًا على مدار الساعة. ${recordCountAr("projectsDelivered")} منجز منذ ${siteConfig.foundingYear}.`,
  },
  "/services": {
    label: "الخدمات",
    title: "الخدمات",
    description:
      "حلول الذكاء الاصطناعي وتطوير المواقع وتطبيقات الجوال والحلول السحابية والأمن السيبراني والدعم التقني، نقدّمها جميعًا وفق منهجية من أربع خطوات.",
  },
  "/contact": {
    label: "تواصل معنا",
    title: "تواصل معنا",
    description: `حدّثنا عن مشروعك واحصل على استشارة مجانية. يرد عليك مستشار من ذوي الخبرة ${responseTime} بالخطوات التالية وتقدير صادق للتكلفة.`,
  },
  "/team": {
    label: "الفريق",
    title: "فريقنا",
    description: `تعرّف إلى قادة Cedarwave الخمسة، وأقسامها التي تضم ${peopleCount(teamSize)}، والثقافة التي تقف وراء ${recordCountAr("projectsDelivered")}.`,
  },
  "/ai-services": {
    label: "خدمات الذكاء الاصطناعي",
    title: "خدمات الذكاء الاصطناعي",
    description: `الذكاء الاصطناعي المحادثي ومنشئ المواقع والأتمتة وحلول الذكاء الاصطناعي المخصصة: خدمت ${recordCountAr("aiClients")} وعالجت ${millionsAr(siteConfig.record.aiInteractions)} تفاعل.`,
  },
  "/ai-services/models": {
    label: "نماذج الذكاء الاصطناعي",
    title: "نماذج الذكاء الاصطناعي",
    description:
      "تعرّف إلى النماذج التي تقوم عليها خدماتنا: نماذج اللغة، وتوليد الصور، والتعرّف على الكلام، وتوليد الشيفرة، والرؤية الحاسوبية، والترجمة، والتحليلات.",
  },
  "/ai-services/pricing": {
    label: "أسعار الذكاء الاصطناعي",
    title: "أسعار الذكاء الاصطناعي",
    description: `باقات شهرية للذكاء الاصطناعي: المبتدئة بـ${planPrice("starter")} حتى ${conversationLimit("starter")}، والاحترافية بـ${planPrice("professional")} حتى ${conversationLimit("professional")}، وباقة المؤسسات بسعر مخصص.`,
  },
  "/ai-services/about": {
    label: "عن ذكائنا الاصطناعي",
    title: "عن ذكائنا الاصطناعي",
    description: `كيف تبني Cedarwave منذ ${siteConfig.foundingYear} ذكاءً اصطناعيًا مسؤولًا وآمنًا وسريعًا للأعمال، والمبادئ التي نلتزم بها، وما نعمل عليه في المرحلة المقبلة.`,
  },
  "/ai-services/contact": {
    label: "عرض توضيحي",
    title: "اطلب عرضًا توضيحيًا للذكاء الاصطناعي",
    description: `اطلب عرضًا توضيحيًا مباشرًا لخدمات الذكاء الاصطناعي من Cedarwave، يُعدّه فريقنا في ${sanFrancisco.city} خصيصًا لحالة الاستخدام لديك.`,
  },
  "/services/conversational-ai": {
    label: "الذكاء الاصطناعي المحادثي",
    title: "الذكاء الاصطناعي المحادثي",
    description: `مساعدو محادثة ووكلاء صوتيون يجيبون عملاءك بأكثر من 50 لغة في أقل من 200 ملي ثانية، بباقات شهرية.`,
  },
  "/services/website-builder": {
    label: "منشئ المواقع بالذكاء الاصطناعي",
    title: "منشئ المواقع بالذكاء الاصطناعي",
    description: `أجب عن بضعة أسئلة حول نشاطك واحصل على موقع احترافي ينشئه الذكاء الاصطناعي، والاستضافة مشمولة. باقات تبدأ من ${fromPrice(websiteBuilderPlans, "ar")} دون رسوم شهرية.`,
  },
  "/services/custom-ai": {
    label: "حلول الذكاء الاصطناعي المخصصة",
    title: "حلول الذكاء الاصطناعي المخصصة",
    description:
      "تعلّم آلي مخصص ورؤية حاسوبية ومعالجة للغات الطبيعية وتحليلات تنبؤية، يبنيها مهندسونا لقطاعك وعلى بياناتك، من النموذج الأولي حتى بيئة الإنتاج.",
  },
  "/services/automation": {
    label: "الأتمتة بالذكاء الاصطناعي",
    title: "الأتمتة بالذكاء الاصطناعي",
    description: `أتمت مسارات العمل في شركتك بالذكاء الاصطناعي، من قراءة المستندات إلى نقل البيانات بين أنظمتك، وقلّص العمل اليدوي بنسبة تصل إلى 80%. باقات تبدأ من ${fromPrice(automationPlans, "ar")}.`,
  },
  "/web-development": {
    label: "تطوير المواقع",
    title: "تطوير المواقع",
    description:
      "مواقع تسويقية ومتاجر إلكترونية وتطبيقات ويب سريعة وسهلة الوصول، نبنيها بأحدث أطر العمل ونرافقها من التصميم حتى النشر والرعاية المستمرة.",
  },
  "/mobile-development": {
    label: "تطوير تطبيقات الجوال",
    title: "تطوير تطبيقات الجوال",
    description:
      "تطبيقات أصلية ومتعددة المنصات لنظامي iOS وAndroid، من تصميم المنتج حتى النشر على App Store وGoogle Play، مع الصيانة والتحليلات بعد الإطلاق.",
  },
  "/cloud-solutions": {
    label: "الحلول السحابية",
    title: "الحلول السحابية",
    description:
      "انتقل إلى السحابة دون توقف: الترحيل، وتصميم البنية السحابية، وDevOps، وتحسين التكاليف على AWS وAzure وGoogle Cloud، مع مراقبة على مدار الساعة.",
  },
  "/cybersecurity": {
    label: "الأمن السيبراني",
    title: "الأمن السيبراني",
    description:
      "تدقيق أمني واختبارات اختراق ورصد للتهديدات على مدار الساعة ودعم في الامتثال لمعايير مثل ISO 27001 وSOC 2، لتبقى شركتك وبيانات عملائك في أمان.",
  },
  "/it-support": {
    label: "الدعم التقني",
    title: "الدعم التقني",
    description:
      "مكتب مساعدة على مدار الساعة، وإدارة الأجهزة والشبكات، والنسخ الاحتياطي والتعافي من الكوارث، وصيانة استباقية تُبقي أنظمة فريقك تعمل.",
  },
  "/company-info": {
    label: "معلومات الشركة",
    title: "معلومات الشركة",
    description: `${siteConfig.legalName} في لمحة: تأسست عام ${siteConfig.foundingYear}، ومقرها الرئيسي في ${beirut.city} ولها مكتب في ${sanFrancisco.city}. تعرّف إلى فريقنا وخدماتنا وطرق التواصل معنا.`,
  },
  "/case-studies": {
    label: "دراسات الحالة",
    title: "دراسات الحالة",
    description:
      "كيف يستفيد أربعة من عملائنا من أعمالنا في الذكاء الاصطناعي والسحابة: المشكلة، وما بنيناه، ومراحل المشروع، والنتائج التي قاسوها بأنفسهم.",
  },
  "/pricing": {
    label: "الأسعار",
    title: "الأسعار",
    description:
      "جميع باقات Cedarwave في مكان واحد: باقات الذكاء الاصطناعي، والذكاء الاصطناعي المحادثي، ومنشئ المواقع، والأتمتة، شهريًا أو بدفعة واحدة.",
  },
  "/press-release": {
    label: "البيان الصحفي",
    title: "البيان الصحفي",
    description: `أخبار Cedarwave: أحدث إعلاناتنا، ونبذة عن الشركة منذ تأسيسها عام ${siteConfig.foundingYear}، وجهة التواصل الإعلامي التي تتلقى استفسارات الصحافة.`,
  },
  "/colophon": {
    label: "عن صناعة الموقع",
    title: "عن صناعة الموقع",
    description:
      "كيف صُنع موقع Cedarwave: الصور الشخصية المرسومة وترخيصها، والخطوط، والأيقونات، والرسوم التي نرسمها بأنفسنا.",
  },
  "/docs": {
    label: "التوثيق",
    title: "التوثيق",
    description:
      "ابدأ العمل على منصة Cedarwave: مفاتيح API، وأدلة لكل خدمة من خدمات الذكاء الاصطناعي، والإعدادات، وبداية سريعة في ثلاث خطوات.",
  },
  "/api": {
    label: "مرجع API",
    title: "مرجع API",
    description:
      "مرجع واجهة REST API من Cedarwave: المصادقة بمفتاح API تُرسله كرمز Bearer، ونقاط النهاية بصيغة JSON عبر HTTPS، وأمثلة جاهزة للتشغيل، وحزم SDK.",
  },
  "/blog": {
    label: "المدونة",
    title: "المدونة",
    description:
      "مقالات عملية يكتبها مهندسو Cedarwave ومستشاروها عن تقنيات الذكاء الاصطناعي والتطوير والأتمتة والأمن وإدارة الأعمال.",
  },
  "/support": {
    label: "الدعم",
    title: "الدعم",
    description: `تذاكر دعم يُرَد على الحرجة منها على مدار الساعة، وهاتف ${formatOfficeHours(siteConfig.offices.beirut)}، وبريد إلكتروني نرد عليه ${responseTime}.`,
  },
  "/help": {
    label: "مركز المساعدة",
    title: "مركز المساعدة",
    description:
      "ابحث في مقالات المساعدة والأدلة المفصّلة خطوة بخطوة حول البدء والفوترة والتكاملات وحل المشكلات، أو تصفّحها حسب الفئة.",
  },
  "/training": {
    label: "التدريب",
    title: "التدريب والشهادات",
    description:
      "برامج تدريبية عملية وشهادات في الذكاء الاصطناعي والتطوير يقدّمها مهندسو Cedarwave، إلى جانب تدريب مخصص للمؤسسات يناسب فريقك.",
  },
  "/signin": {
    label: "تسجيل الدخول",
    title: "تسجيل الدخول",
    description:
      "سجّل الدخول إلى بوابة عملاء Cedarwave لتتابع مشاريعك وتذاكر الدعم وفواتيرك في مكان واحد، بحساب يُعدّه لك فريقنا.",
  },
  "/signup": {
    label: "إنشاء حساب",
    title: "طلب الوصول إلى البوابة",
    description:
      "انضم إلى قائمة الانتظار لبوابة عملاء Cedarwave، وكن من أوائل العملاء الذين يحصلون على حق الوصول إليها.",
  },
  "/forgot-password": {
    label: "نسيت كلمة المرور",
    title: "نسيت كلمة المرور",
    description:
      "كيف تستعيد الوصول إلى بوابة عملاء Cedarwave: يدير فريقنا صلاحيات الوصول، ويمكن لفريق الدعم مساعدتك.",
  },
  "/privacy": {
    label: "سياسة الخصوصية",
    title: "سياسة الخصوصية",
    description:
      "كيف تجمع Cedarwave البيانات الشخصية وتستخدمها وتخزّنها وتحميها، والحقوق التي تملكها بشأنها.",
  },
  "/terms": {
    label: "شروط الخدمة",
    title: "شروط الخدمة",
    description:
      "الشروط التي تحكم استخدامك لموقع Cedarwave الإلكتروني، وعلاقتها بالاتفاقيات التي نوقّعها مع عملائنا.",
  },
  "/cookies": {
    label: "سياسة ملفات تعريف الارتباط",
    title: "سياسة ملفات تعريف الارتباط",
    description:
      "ملفات تعريف الارتباط ووسائل التخزين في المتصفح التي يستخدمها موقع Cedarwave فعلًا، ولماذا يخلو من ملفات تعريف الارتباط الخاصة بالتتبع.",
  },
  "/data-processing": {
    label: "معالجة البيانات",
    title: "معالجة البيانات",
    description:
      "مبادئ Cedarwave في معالجة البيانات، وأسسها القانونية، وتدابير الأمان، ونقل البيانات إلى خارج البلاد، وحقوقك.",
  },
  "/compliance": {
    label: "الامتثال",
    title: "الامتثال",
    description:
      "شهادات Cedarwave وامتثالها للأنظمة واللوائح: ISO 27001 وGDPR وSOC 2 Type II وCCPA وغيرها من المعايير التي نلتزم بها.",
  },
};

/** The SDK pages: the language's name stays in Latin script (label and title). */
const sdkCopy = Object.fromEntries(
  routes
    .filter((route) => route.group === "docs")
    .map((route): [string, RouteCopy] => [
      route.path,
      {
        label: route.label,
        title: `حزمة SDK للغة ${route.label}`,
        description: `ثبّت حزمة SDK للغة ${route.label} من Cedarwave، وصادِق باستخدام مفتاح API الخاص بك، ثم أرسل طلبك الأول إلى واجهتنا البرمجية.`,
      },
    ]),
) as Record<SdkPath, RouteCopy>;

export const routeCopy: Record<RoutePath, RouteCopy> = { ...pageCopy, ...sdkCopy };
