import { siteConfig } from "@/config/site";
import { ltr } from "@/content/ar/site-phrases";
import * as en from "@/content/docs/docs-page";
import type { CodeSample, DocsCard } from "@/content/docs/types";
import type { PageHero, ProcessStep } from "@/content/types";

export const docsHero = {
  ...en.docsHero,
  eyebrow: "توثيق المطوّرين",
  title: "توثيق",
  highlight: "المطوّرين",
  description: `كل ما تحتاجه للبناء على ${siteConfig.name}: دليل للبدء السريع، ومرجع API، وأدلة لكل خدمة من خدمات الذكاء الاصطناعي، والإعدادات التي تُبقي تكاملك سريعًا وآمنًا.`,
  primary: { ...en.docsHero.primary, label: "البدء السريع" },
  secondary: { ...en.docsHero.secondary, label: "مرجع API" },
} as const satisfies PageHero;

export const docsCardsIntro = {
  title: "تصفّح التوثيق",
  description: "أربعة أقسام ترافقك من طلبك الأول حتى تكامل جاهز للإنتاج.",
  buttonLabel: "عرض التوثيق",
} as const;

const [gettingStarted, apiReference, userGuides, configuration] = en.docsCards;

export const docsCards = [
  {
    ...gettingStarted,
    title: "الخطوات الأولى",
    description: "اطلب الوصول، واستلم مفاتيحك من مهندس الإعداد، وأرسل أول طلب API.",
    items: [
      { ...gettingStarted.items[0], label: "دليل البدء السريع" },
      { ...gettingStarted.items[1], label: "أنشئ حسابك" },
      { ...gettingStarted.items[2], label: "احصل على مفاتيح API" },
      { ...gettingStarted.items[3], label: "أرسل طلبك الأول" },
    ],
  },
  {
    ...apiReference,
    title: "مرجع API",
    description: "جميع نقاط نهاية REST API، وطريقة المصادقة، وأمثلة جاهزة للتشغيل.",
    items: [
      { ...apiReference.items[0], label: "المصادقة" },
      { ...apiReference.items[1], label: "نقاط النهاية" },
      { ...apiReference.items[2], label: "أمثلة على الطلبات" },
      { ...apiReference.items[3], label: "حزم SDK والمكتبات" },
    ],
  },
  {
    ...userGuides,
    title: "أدلة الاستخدام",
    description: "أدلة خطوة بخطوة للبناء على كل خدمة من خدمات الذكاء الاصطناعي لدينا.",
    items: [
      { ...userGuides.items[0], label: "الذكاء الاصطناعي المحادثي" },
      { ...userGuides.items[1], label: "منشئ المواقع بالذكاء الاصطناعي" },
      { ...userGuides.items[2], label: "الأتمتة بالذكاء الاصطناعي" },
      { ...userGuides.items[3], label: "البث في الوقت الفعلي" },
    ],
  },
  {
    ...configuration,
    title: "الإعدادات",
    description: "المفاتيح، وخيارات العميل البرمجي، والحدود، وإعدادات الأمان لبيئة الإنتاج.",
    items: [
      { ...configuration.items[0], label: "مفاتيح API والبيئات" },
      { ...configuration.items[1], label: "مهلة الانتظار وإعادة المحاولة" },
      { ...configuration.items[2], label: "حدود معدل الطلبات" },
      { ...configuration.items[3], label: "أفضل ممارسات الأمان" },
    ],
  },
] as const satisfies readonly DocsCard[];

type StepId = (typeof en.quickStart.steps)[number]["id"];

const stepCopy: Record<StepId, { title: string; description: string; linkLabel: string }> = {
  "step-account": {
    title: "أنشئ حسابًا واحصل على مفاتيح API",
    description:
      "يسلّمك مهندس الإعداد مفتاح الاختبار والمفتاح الفعلي عند انطلاق مشروعك (أما بوابة العملاء، حيث ستدير مفاتيحك بنفسك، فلم تُفتح بعد). احفظهما بسرية تامة: فالمفتاح هو ما يثبت هويتك في كل طلب ترسله.",
    linkLabel: "اطلب الوصول",
  },
  "step-service": {
    title: "اختر خدمتك",
    description:
      "حدّد ما تبنيه: الذكاء الاصطناعي المحادثي، أو منشئ المواقع بالذكاء الاصطناعي، أو الأتمتة بالذكاء الاصطناعي، أو حلًّا من حلول الذكاء الاصطناعي المخصصة. ولكلٍّ منها دليله الخاص أدناه.",
    linkLabel: "قارن بين خدمات الذكاء الاصطناعي",
  },
  "step-integrate": {
    title: "ادمج الخدمة",
    description: "ثبّت حزمة SDK الخاصة بلغتك، أو استدعِ REST API مباشرةً، ثم أرسل طلبك الأول.",
    linkLabel: "اختر حزمة SDK",
  },
};

export const quickStart = {
  ...en.quickStart,
  title: "البدء السريع",
  description: "من إنشاء الحساب إلى أول استجابة في ثلاث خطوات.",
  steps: en.quickStart.steps.map((step) => {
    const copy = stepCopy[step.id];
    return {
      ...step,
      title: copy.title,
      description: copy.description,
      link: { ...step.link, label: copy.linkLabel },
    };
  }),
} as const satisfies {
  id: string;
  title: string;
  description: string;
  steps: readonly (ProcessStep & { id: string; link: { label: string; href: string } })[];
};

export const firstRequest = {
  ...en.firstRequest,
  title: "طلبك الأول",
  description: `أرسل محادثة إلى نقطة نهاية إكمال المحادثات، مستخدمًا مفتاح API رمزًا من نوع Bearer. يعتمد هذا المثال على دالة fetch وحدها، لذا يعمل على ${ltr("Node.js 18+")} دون تثبيت أي شيء.`,
  links: [
    { ...en.firstRequest.links[0], label: "اطّلع على جميع نقاط النهاية" },
    { ...en.firstRequest.links[1], label: "استخدم حزمة SDK للغة JavaScript" },
  ],
} as const satisfies {
  id: string;
  title: string;
  description: string;
  sample: CodeSample;
  links: readonly { label: string; href: string }[];
};
