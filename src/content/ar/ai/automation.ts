/** /services/automation in Arabic: six automations, four industries, four benefits, steps, plans. */
import { automationPage as en } from "@/content/ai/automation";
import type { AiServicePage } from "@/content/ai/shared";
import type { CtaBanner, PageHero } from "@/content/types";

import { localizeSections, type SectionCopy } from "./shared";

const automationHero = {
  ...en.hero,
  eyebrow: "الأتمتة بالذكاء الاصطناعي",
  title: "أتمت المهام الروتينية،",
  highlight: "وحافظ على النمو",
  description:
    "مسارات عمل بالذكاء الاصطناعي تقرأ المستندات، وتنقل البيانات بين أنظمتك، وتجيب عن الطلبات الروتينية، ليصرف فريقك وقته فيما يهم فعلًا.",
  primary: { ...en.hero.primary, label: "ابدأ الآن" },
  secondary: { ...en.hero.secondary, label: "اطّلع على الباقات" },
} satisfies PageHero;

/** The texts of each section, by the English section's id. */
const sections: Record<string, SectionCopy> = {
  automations: {
    title: "ما الذي نؤتمته",
    description: "ست عمليات أتمتة يبدأ بها عملاؤنا.",
    items: [
      {
        title: "معالجة المستندات",
        description: "الفواتير والطلبات والنماذج تُقرأ وتُدقَّق وتُدخَل تلقائيًا.",
      },
      {
        title: "أتمتة البريد الإلكتروني",
        description: "الرسائل الواردة تُفرز، أو يُرد عليها، أو تُحوَّل إلى الشخص المناسب.",
      },
      {
        title: "إدخال البيانات ومزامنتها",
        description: "سجلات متزامنة دائمًا بين أنظمة CRM وERP وجداول البيانات لديك.",
      },
      {
        title: "التقارير",
        description: "لوحات تحكم وتقارير أسبوعية تُجمَّع وتُرسَل من دون أن يحرّك أحد ساكنًا.",
      },
      {
        title: "إعداد العملاء الجدد",
        description: "رسائل الترحيب وإعداد الحسابات وجمع المستندات تجري من تلقاء نفسها.",
      },
      {
        title: "الجدولة",
        description: "المواعيد والتذكيرات والمتابعات تُحجز بما يناسب تقويم الجميع.",
      },
    ],
  },
  industries: {
    title: "القطاعات التي نؤتمت أعمالها",
    description: "مسارات عمل نعرفها حق المعرفة.",
    items: [
      {
        title: "المالية والمحاسبة",
        description: "معالجة الفواتير، والتسويات، واعتماد المصروفات.",
      },
      {
        title: "الرعاية الصحية",
        description: "استقبال المرضى، وتذكيرات المواعيد، ومعاملات المطالبات.",
      },
      {
        title: "التجزئة والتجارة الإلكترونية",
        description: "معالجة الطلبات، وتحديث المخزون، والمرتجعات.",
      },
      {
        title: "الخدمات اللوجستية",
        description: "مستندات الشحن، وتحديثات التتبع، وحجوزات شركات النقل.",
      },
    ],
  },
  benefits: {
    title: "ما الذي تغيّره الأتمتة",
    description: "نتائج قسناها لدى عملاء الأتمتة لدينا.",
    items: [
      {
        title: "عمل يدوي أقل بنسبة تصل إلى 80%",
        description: "المهام المتكررة تُنجَز من تلقاء نفسها، على مدار الساعة.",
      },
      {
        title: "أخطاء أقل",
        description: "بيانات مُتحقَّق منها وقواعد ثابتة في كل خطوة.",
      },
      {
        title: "إنجاز أسرع",
        description: "طلبات تُعالَج في دقائق بدلًا من أيام.",
      },
      {
        title: "تنمو معك",
        description: "تعامل مع حجم عمل أكبر من دون توظيف إضافي للمهام الروتينية.",
      },
    ],
  },
  process: {
    title: "من العمل اليدوي إلى التلقائي في أربع خطوات",
    description: "يبدأ أول مسار عمل لديك عادةً في غضون أسبوعين.",
    items: [
      {
        title: "تدقيق العمليات",
        description: "نرسم خريطة لمسارات عملك ونختار منها الأعلى عائدًا.",
      },
      {
        title: "تصميم مسار العمل",
        description: "نصمم كل عملية أتمتة مع فريقك، بما في ذلك الاستثناءات.",
      },
      {
        title: "البناء والتكامل",
        description: "نبني مسارات العمل ونربطها بتطبيقاتك وبياناتك.",
      },
      {
        title: "المراقبة والتحسين",
        description:
          "نتابع النتائج، ونعالج الحالات الاستثنائية، ونوافيك كل شهر بتقرير عن الوقت الذي وفّرناه.",
      },
    ],
  },
  pricing: {
    title: "باقات تنمو مع مسارات عملك",
    description: "باقات شهرية، والإعداد والتكامل مشمولان.",
  },
  testimonials: {
    title: "وقت استعاده عملاؤنا",
    description: "نتائج الأتمتة، بكلماتهم.",
    testimonials: [
      {
        name: "صوفي مارتن",
        role: "الشريكة المديرة",
        content:
          "كنا نخسر يومين كل شهر في الفواتير. اليوم تُقرأ وتُدقَّق وتُقيَّد في الحسابات قبل أن نفتح بريدنا صباحًا.",
        results: "توفير 16 ساعة كل شهر",
      },
      {
        name: "عمر طنّوس",
        role: "الرئيس التنفيذي للعمليات",
        content:
          "مستندات الشحن والبيانات الجمركية ورسائل التتبع تُنجَز كلها تلقائيًا. ارتفع عدد شحناتنا السنوية بنسبة 35%، وبقي قسمنا الإداري على حاله.",
        results: "أعمال ورقية يدوية أقل بنسبة 80%",
      },
    ],
  },
};

const automationCta = {
  title: "اكتشف أول مسار عمل تؤتمته",
  description: "احجز تدقيقًا مجانيًا لعملياتك: سنريك أين توفّر لك الأتمتة أكبر قدر من الوقت.",
  primary: { ...en.cta.primary, label: "احجز استشارتك المجانية" },
  secondary: { ...en.cta.secondary, label: "قارن بين جميع الباقات" },
} satisfies CtaBanner;

/** What /ar/services/automation shows between the header and the footer, in page order. */
export const automationPage = {
  hero: automationHero,
  visual: en.visual,
  sections: localizeSections(en.sections, sections),
  cta: automationCta,
} satisfies AiServicePage;
