/** The /contact page in Arabic (src/content/contact.ts). Contact facts come from the site config, prices from the plans. */
import { siteConfig } from "@/config/site";
import * as en from "@/content/contact";
import {
  automationPlans,
  conversationalAiPlans,
  fromPrice,
  websiteBuilderPlans,
} from "@/content/plans";
import type { Faq, Feature, PageHero } from "@/content/types";

import { formatOfficeHours } from "./offices";
import { siteCopy } from "./site";
import { withCopy } from "./ui";

const { beirut, sanFrancisco } = siteConfig.offices;
const { responseTime, criticalResponseTime } = siteCopy;
const sfCity = siteCopy.offices.sanFrancisco.city;

export const contactHero = {
  eyebrow: "استشارة مجانية",
  title: "لنبنِ معًا",
  highlight: "شيئًا رائعًا",
  description: `حدّثنا عن مشروعك. سيدرسه مستشار من ذوي الخبرة ويرد عليك ${responseTime} بالخطوات التالية وتقدير صادق للتكلفة.`,
} satisfies PageHero;

export const contactDetails = {
  title: "تواصل معنا",
  description: "تواصل مع مقرنا الرئيسي مباشرةً، أو أرسل النموذج وسنعاود الاتصال بك.",
  labels: {
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    office: "المكتب",
    support: "العملاء الحاليون",
    chat: "المحادثة المباشرة",
  },
  chat: { linkLabel: "ابدأ محادثة" },
  support: {
    text: `نرد على التذاكر الحرجة ${criticalResponseTime}.`,
    linkLabel: "افتح صفحة الدعم",
    href: en.contactDetails.support.href,
  },
  hoursLabel: "ساعات العمل",
  usOffice: { title: `مكتبنا في ${sfCity}` },
};

export const contactReasons = {
  title: "لماذا تختار Cedarwave",
  items: withCopy(en.contactReasons.items, [
    {
      title: `رد ${responseTime}`,
      description: "يتلقى كل استفسار ردًا شخصيًا من مستشار من ذوي الخبرة.",
    },
    {
      title: "استشارة مجانية",
      description: "مكالمة دون أي التزام لتحديد أهدافك وجدولك الزمني وميزانيتك.",
    },
    {
      title: "أسعار ثابتة وواضحة",
      description: "عرض مكتوب بسعر ثابت قبل بدء أي عمل.",
    },
    {
      title: "الأمان أولًا",
      description: "عمليات جاهزة للامتثال للائحة GDPR وضوابط مدقَّقة وفق SOC 2 Type II.",
    },
  ]),
} satisfies { title: string; items: readonly Feature[] };

export const contactFormSection = {
  title: "أرسل لنا رسالة",
  description: "الحقول المعلَّمة بنجمة (*) مطلوبة.",
};

export const contactFaqs = {
  title: "الأسئلة الشائعة",
  description: "إجابات سريعة قبل أن تتواصل معنا.",
  items: [
    {
      question: "ما سرعة ردكم؟",
      answer: `نرد على كل رسالة ${responseTime}. يعمل مقرنا الرئيسي ${formatOfficeHours(beirut)}، ومكتبنا في ${sfCity} ${formatOfficeHours(sanFrancisco)}. أما العملاء الحاليون الذين يواجهون مشكلة حرجة فيفتحون تذكرة بأولوية «حرجة»، ونرد عليها ${criticalResponseTime}.`,
    },
    {
      question: "هل الاستشارة الأولى مجانية فعلًا؟",
      answer:
        "نعم. الاستشارة الأولى مجانية ودون أي التزام: نناقش أهدافك ثم نرسل إليك عرضًا مكتوبًا بسعر ثابت.",
    },
    {
      question: "كم تبلغ تكلفة المشروع المعتاد؟",
      answer: `تبدأ أسعار المواقع المبنية بمنشئ المواقع بالذكاء الاصطناعي من ${fromPrice(websiteBuilderPlans, "ar")}، والذكاء الاصطناعي المحادثي من ${fromPrice(conversationalAiPlans, "ar")}، والأتمتة بالذكاء الاصطناعي من ${fromPrice(automationPlans, "ar")}؛ أما المشاريع المخصصة فنحدد سعرها بعد الاستشارة.`,
    },
    {
      question: "كم يستغرق المشروع؟",
      answer:
        "يستغرق الموقع التسويقي من 2 إلى 4 أسابيع، ومساعد المحادثة من 3 إلى 6 أسابيع، والمنصة المخصصة من 2 إلى 6 أشهر. ونسلّم إصدارات عاملة كل أسبوعين.",
    },
    {
      question: `هل تعملون مع عملاء خارج ${siteCopy.offices.beirut.country} و${siteCopy.offices.sanFrancisco.country}؟`,
      answer: `نعم. نعمل عن بُعد مع عملاء في أنحاء العالم من مكتبَينا في ${siteCopy.offices.beirut.city} و${sfCity}، بالإنجليزية والعربية والفرنسية.`,
    },
    {
      question: "هل يمكنكم توقيع اتفاقية عدم إفصاح قبل أن نشارككم التفاصيل؟",
      answer:
        "بالتأكيد. يسعدنا توقيع اتفاقية عدم الإفصاح الخاصة بك، أو إرسال اتفاقيتنا، قبل أن تشاركنا أي معلومات سرية.",
    },
  ],
} satisfies { title: string; description: string; items: readonly Faq[] };
