/** The home page in Arabic (src/content/home.ts). Figures come from the site's record. */
import { siteConfig } from "@/config/site";
import * as en from "@/content/home";
import { contactHref } from "@/content/services";
import type { CtaBanner, Feature, PageHero, ServiceCard, Stat, Testimonial } from "@/content/types";

import { arabicFigure, figures } from "./figures";
import { services } from "./services";
import { siteCopy } from "./site";
import { recordCountAr, withCopy } from "./ui";

export const homeHero = {
  eyebrow: `خدمات الذكاء الاصطناعي وتقنية المعلومات منذ ${siteConfig.foundingYear}`,
  title: "تقنية تدفع أعمالك",
  highlight: "إلى الأمام",
  description:
    "تصمّم Cedarwave أنظمة الذكاء الاصطناعي والبرمجيات والبنية التحتية التي تعتمد عليها الشركات المتنامية، وتبنيها وتشغّلها، مع مهندسين مناوبين للمشكلات الحرجة على مدار الساعة.",
  primary: { ...en.homeHero.primary, label: "احصل على استشارة مجانية" },
  secondary: { ...en.homeHero.secondary, label: "استكشف خدماتنا" },
} satisfies PageHero;

export const homeStats = [
  figures.projectsDelivered,
  figures.clients,
  { number: arabicFigure(en.homeStats[2].number), label: "نسبة تشغيل مضمونة" },
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
  title: "لماذا تختار الشركات Cedarwave",
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
      description: `مهندسون مناوبون على مدار الساعة للمشكلات الحرجة، وضمان نسبة تشغيل ${siteConfig.record.uptime} لكل ما نشغّله.`,
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
  title: "ماذا يقول عملاؤنا",
  description: "تثق بنا الشركات الناشئة والشركات سريعة النمو والشركات الراسخة.",
  items: withCopy(en.homeTestimonials.items, [
    {
      name: "سارة جونسون",
      role: "الرئيسة التنفيذية",
      content:
        "أعادت Cedarwave بناء منصتنا وأضافت مساعد محادثة يحلّ الآن معظم أسئلة العملاء بنفسه. ولم تكن قائمة انتظار الدعم لدينا أقصر مما هي عليه الآن.",
    },
    {
      name: "مايكل تشن",
      role: "المدير التقني",
      content:
        "جاء ترحيلهم لأنظمتنا إلى السحابة خاليًا من أي خلل: دون توقف، وبتكاليف استضافة أقل، ومع فريق أجاب في الثانية فجرًا حين احتجنا إليه.",
    },
    {
      name: "ليلى حداد",
      role: "مديرة العمليات",
      content:
        "سُلِّم التدقيق الأمني وتطبيق المرضى الجديد في موعدهما وضمن الميزانية. يشرحون كل قرار بلغة واضحة وبسيطة.",
    },
  ]),
} satisfies { title: string; description: string; items: readonly Testimonial[] };

export const homeCta = {
  title: "هل أنت مستعد لبدء مشروعك؟",
  description: `احجز استشارة مجانية: سندرس أهدافك ونقترح عليك خطة وسعرًا ثابتًا ${siteCopy.responseTime}.`,
  primary: { ...en.homeCta.primary, label: "احصل على استشارة مجانية" },
  secondary: { ...en.homeCta.secondary, label: "اطّلع على جميع الخدمات" },
} satisfies CtaBanner;

/** The six service cards of the overview: title links to the service's page, button to /contact. */
export const homeServiceCards: readonly ServiceCard[] = services.map((service) => ({
  ...service,
  description: service.summary,
  cta: { label: homeServicesIntro.cardCta, href: contactHref(service.contactService) },
}));
