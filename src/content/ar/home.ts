/** The home page in Arabic (src/content/home.ts). Figures come from the site's record. */
import { siteConfig } from "@/config/site";
import { uptimeSlaPlans } from "@/content/ar/plans";
import * as en from "@/content/home";
import { contactHref } from "@/content/services";
import type {
  Cta,
  CtaBanner,
  Feature,
  PageHero,
  ServiceCard,
  Stat,
  Testimonial,
} from "@/content/types";

import { arabicFigure, figures } from "./figures";
import { services } from "./services";
import { siteCopy } from "./site";
import { recordCountAr, withCopy } from "./ui";

export const homeHero = {
  eyebrow: `خدمات الذكاء الاصطناعي وتقنية المعلومات منذ ${siteConfig.foundingYear}`,
  title: "نبني التقنية التي",
  highlight: "تكبر بها أعمالك",
  description:
    "Cedarwave شريك الشركات المتنامية في الذكاء الاصطناعي والبرمجيات والبنية التحتية: نصمّمها ونبنيها ونتولّى تشغيلها، ومهندسونا المناوبون حاضرون للمشكلات الحرجة على مدار الساعة.",
  primary: { ...en.homeHero.primary, label: "احجز استشارتك المجانية" },
  secondary: { ...en.homeHero.secondary, label: "تعرّف إلى خدماتنا" },
} satisfies PageHero;

export const homeStats = [
  figures.projectsDelivered,
  figures.clients,
  {
    number: arabicFigure(en.homeStats[2].number),
    label: `نسبة تشغيل مضمونة في ${uptimeSlaPlans()}`,
  },
  { number: arabicFigure(en.homeStats[3].number), label: "مناوبة للمشكلات الحرجة" },
] satisfies readonly Stat[];

export const homeServicesIntro = {
  title: "كل ما تحتاجه لتبني أعمالك وتديرها وتنمّيها",
  description:
    "ستة تخصصات تحت سقف واحد، لتعمل حلول الذكاء الاصطناعي والبرمجيات والسحابة والأمن لديك معًا منذ اليوم الأول.",
  cardCta: "ابدأ الآن",
  learnMore: "اعرف المزيد",
};

export const whyChooseUs = {
  title: "لماذا Cedarwave؟",
  description: "مهندسون ذوو خبرة، وأسعار واضحة، ونتائج يمكنك قياسها.",
  items: withCopy(en.whyChooseUs.items, [
    {
      title: "خبرة مُثبتة",
      description: `أنجزنا ${recordCountAr("projectsDelivered")} لصالح ${recordCountAr("clients")} في نحو اثني عشر قطاعًا منذ ${siteConfig.foundingYear}.`,
    },
    {
      title: "تسليم سريع",
      description: "دورات عمل رشيقة تُسلِّم إصدارًا عاملًا كل أسبوعين، فترى التقدّم مبكرًا.",
    },
    {
      title: "الأمان أولًا",
      description: "عمليات جاهزة للامتثال للائحة GDPR وضوابط مدقَّقة وفق SOC 2 Type II تحمي بياناتك.",
    },
    {
      title: "متاحون دائمًا",
      description: `مهندسون مناوبون على مدار الساعة للمشكلات الحرجة، واتفاقية مستوى خدمة (SLA) بنسبة تشغيل ${siteConfig.record.uptime} في ${uptimeSlaPlans()}.`,
    },
    {
      title: "نتائج قابلة للقياس",
      description: `يحقق عملاء الذكاء الاصطناعي لدينا زيادة في الإيرادات بنسبة ${siteConfig.record.aiRevenueIncrease} في المتوسط، وتقليصًا للعمل اليدوي يصل إلى 80%.`,
    },
    {
      title: "شراكة حقيقية",
      description: `فريق واحد من الاتصال الأول حتى الدعم طويل الأمد، مع رد ${siteCopy.responseTime}.`,
    },
  ]),
} satisfies { title: string; description: string; items: readonly Feature[] };

export const homeTestimonials = {
  title: "بشهادة عملائنا",
  description: "شركات ناشئة، وأخرى في أوج نموها، ومؤسسات عريقة: هذا ما تقوله عن العمل معنا.",
  link: { ...en.homeTestimonials.link, label: "اقرأ دراسات الحالة" },
  items: withCopy(en.homeTestimonials.items, [
    {
      name: "سارة جونسون",
      role: "الرئيسة التنفيذية",
      content:
        "بنت Cedarwave منصتنا من جديد، وأضافت إليها مساعد محادثة يتكفّل اليوم بمعظم أسئلة عملائنا من دون تدخّل منا. لم نعرف قائمة انتظار للدعم بهذا القِصَر من قبل.",
    },
    {
      name: "مايكل تشن",
      role: "المدير التقني",
      content:
        "انتقلنا إلى السحابة من دون أي عثرة: لم تتوقف أنظمتنا دقيقة واحدة، وانخفضت كلفة الاستضافة بنسبة 31%، ووجدنا فريقهم إلى جانبنا في منتصف الليل حين احتجنا إليه.",
    },
    {
      name: "ليلى حداد",
      role: "مديرة العمليات",
      content:
        "تسلّمنا التدقيق الأمني وتطبيق المرضى الجديد في الموعد المحدد ومن دون تجاوز الميزانية، وكانوا يشرحون لنا كل قرار بلغة نفهمها.",
    },
  ]),
} satisfies { title: string; description: string; link: Cta; items: readonly Testimonial[] };

export const homeCta = {
  title: "لنبدأ مشروعك معًا",
  description: `حدّثنا عن أهدافك في استشارة مجانية، ونعود إليك ${siteCopy.responseTime} بخطة واضحة وسعر ثابت.`,
  primary: { ...en.homeCta.primary, label: "احجز استشارتك المجانية" },
  secondary: { ...en.homeCta.secondary, label: "اطّلع على جميع الخدمات" },
} satisfies CtaBanner;

/** The six service cards of the overview: title links to the service's page, button to /contact. */
export const homeServiceCards: readonly ServiceCard[] = services.map((service) => ({
  ...service,
  description: service.summary,
  cta: { label: homeServicesIntro.cardCta, href: contactHref(service.contactService) },
}));
