/** /ai-services in Arabic. Prices come from the plans, figures and links from the English page. */
import { siteConfig } from "@/config/site";
import * as en from "@/content/ai/landing";
import type { CarouselLabels, StepBlock, TestimonialBlock, TileBlock } from "@/content/ai/shared";
import {
  automationPlans,
  conversationalAiPlans,
  uptimeSlaPlans,
  websiteBuilderPlans,
} from "@/content/ar/plans";
import type { CtaBanner, PageHero, ServiceCard, Stat } from "@/content/types";

import { figures } from "../figures";
import { withCopy } from "../ui";
import { customPricing, startingPrices } from "./shared";

const consultation = "احجز استشارتك المجانية";

export const aiLandingHero = {
  eyebrow: "خدمات الذكاء الاصطناعي للشركات",
  title: "ذكاء اصطناعي يخدم عملاءك",
  highlight: "ويختصر عمل فريقك",
  description:
    "مساعدو محادثة يجيبون عملاءك، ومواقع يبنيها الذكاء الاصطناعي، ومسارات عمل مؤتمتة، ونماذج مخصصة: نصمّمها حول أهدافك، ونطلقها في أسابيع، ونقيس نتائجها بما تضيفه إلى إيراداتك.",
  primary: { ...en.aiLandingHero.primary, label: consultation },
  secondary: { ...en.aiLandingHero.secondary, label: "استكشف نماذج الذكاء الاصطناعي" },
} satisfies PageHero;

export const aiLandingStats = [
  figures.aiClients,
  figures.aiInteractions,
  { number: en.aiLandingStats[2].number, label: "نسبة التشغيل" },
  figures.aiRevenueIncrease,
] as const satisfies readonly Stat[];

export const aiServicesIntro = {
  title: "أربع طرق لتسخير الذكاء الاصطناعي في عملك",
  description:
    "ابدأ بالخدمة التي تزيل أكبر عائق أمامك؛ فكل واحدة منها تتصل بالأدوات التي تستخدمها أصلًا.",
  learnMore: "اعرف المزيد",
  cardCta: "ابدأ الآن",
} satisfies typeof en.aiServicesIntro;

const [conversational, builder, automation, custom] = en.aiServiceCards;
const aiCta = { ...conversational.cta, label: aiServicesIntro.cardCta };

export const aiServiceCards = [
  {
    ...conversational,
    title: "الذكاء الاصطناعي المحادثي",
    description:
      "مساعدو محادثة ووكلاء صوتيون يجيبون عملاءك على مدار الساعة، بأكثر من 50 لغة، وفي أقل من 200 ملي ثانية.",
    features: [
      "الموقع الإلكتروني وWhatsApp والهاتف",
      "أكثر من 50 لغة",
      "التحويل إلى موظف في فريقك",
    ],
    ...startingPrices(conversationalAiPlans),
    cta: aiCta,
  },
  {
    ...builder,
    title: "منشئ المواقع بالذكاء الاصطناعي",
    description: "صِف نشاطك التجاري واحصل على موقع احترافي وسريع، نكتب محتواه ونصممه ونستضيفه لك.",
    features: ["يُنشأ في دقائق", "الاستضافة وشهادة SSL مشمولتان", "صفحات محسّنة لمحركات البحث"],
    ...startingPrices(websiteBuilderPlans),
    cta: aiCta,
  },
  {
    ...automation,
    title: "الأتمتة بالذكاء الاصطناعي",
    description:
      "مسارات عمل تقرأ المستندات، وتوجّه الطلبات، وتحدّث أنظمتك، مع خفض العمل اليدوي بنسبة تصل إلى 80%.",
    features: ["معالجة المستندات", "تكاملات مع أنظمة CRM وERP", "تقارير أداء شهرية"],
    ...startingPrices(automationPlans),
    cta: aiCta,
  },
  {
    ...custom,
    title: "حلول الذكاء الاصطناعي المخصصة",
    description:
      "نماذج مدرَّبة على بياناتك للتنبؤ والرؤية الحاسوبية ومعالجة اللغة، يبنيها مهندسونا ويشغّلونها.",
    features: [
      "نماذج تعلّم الآلة",
      "الرؤية الحاسوبية ومعالجة اللغات الطبيعية (NLP)",
      "تُنشر في سحابتك",
    ],
    price: customPricing,
    cta: aiCta,
  },
] as const satisfies readonly ServiceCard[];

export const aiBenefits = {
  title: "لماذا تأتمننا الشركات على ذكائها الاصطناعي",
  description: "نتائج يمكنك قياسها، على بنية تحتية يمكنك الوثوق بها.",
  items: withCopy(en.aiBenefits.items, [
    {
      title: "إيرادات أكبر",
      description: `يُفيد عملاؤنا بزيادة في الإيرادات بمتوسط ${siteConfig.record.aiRevenueIncrease} بعد عامهم الأول معنا.`,
    },
    {
      title: "في الخدمة دائمًا",
      description: `مراقبة على مدار الساعة طوال أيام الأسبوع تُبقي مساعديك جاهزين للرد، مع اتفاقية مستوى خدمة (SLA) بنسبة تشغيل ${siteConfig.record.uptime} في ${uptimeSlaPlans()}.`,
    },
    {
      title: "إجابات سريعة",
      description: "استجابات في أقل من 200 ملي ثانية، بأكثر من 50 لغة، وعلى كل قناة.",
    },
    {
      title: "الأمان في صميم التصميم",
      description:
        "معالجة متوافقة مع اللائحة العامة لحماية البيانات (GDPR)، وضوابط خاضعة لتدقيق SOC 2 Type II.",
    },
  ]),
} satisfies TileBlock;

export const aiProcess = {
  title: "من أول مكالمة إلى نتائج قابلة للقياس",
  description: "عملية واضحة من ثلاث خطوات، وذكاء اصطناعي يعمل في بيئة الإنتاج خلال أسابيع.",
  steps: withCopy(en.aiProcess.steps, [
    {
      title: "الاستشارة",
      description: "ندرس أهدافك وبياناتك وأسئلة عملائك، ونتفق على المؤشرات التي تحدد النجاح.",
    },
    {
      title: "التنفيذ",
      description:
        "نُعِدّ الذكاء الاصطناعي وندرّبه وندمجه مع موقعك وقنواتك وأنظمتك، ثم نختبره مع فريقك.",
    },
    {
      title: "التحسين",
      description:
        "نراقب كل محادثة وكل مسار عمل، ونضبط الذكاء الاصطناعي كل شهر لرفع الدقة ومعدلات التحويل.",
    },
  ]),
} satisfies StepBlock;

export const aiTestimonials = {
  title: "نتائج يرويها عملاؤنا",
  description: "شركات جعلت الذكاء الاصطناعي جزءًا من عملها اليومي، تروي التجربة بنفسها.",
  link: { ...en.aiTestimonials.link, label: "اقرأ دراسات الحالة" },
  items: withCopy(en.aiTestimonials.items, [
    {
      name: "رانيا خوري",
      role: "رئيسة قسم التجارة الإلكترونية",
      content:
        "بات مساعد المحادثة يحسم وحده 64% من أسئلة ما قبل الشراء، بالعربية والإنجليزية والفرنسية. يجد العميل جوابه ولو في منتصف الليل، ويتفرّغ فريقنا للحالات التي تحتاج إليه فعلًا.",
      results: "مبيعات عبر الإنترنت أعلى بنسبة 22% خلال ستة أشهر",
    },
    {
      name: "ديفيد ميلر",
      role: "مدير العمليات",
      content:
        "تولّت Cedarwave أتمتة أوراق الشحن لدينا من أول خطوة إلى آخرها. العمل الذي كان يشغل ثلاثة موظفين يومًا كاملًا صار يُنجَز قبل اجتماع الصباح.",
      results: "إدخال يدوي للبيانات أقل بنسبة 78%",
    },
    {
      name: "أمينة صالح",
      role: "المؤسِّسة",
      content:
        "لم يكن لنا أي حضور على الإنترنت، وبعد أسبوع واحد صار لنا موقع أنيق تُحجز منه المواعيد مباشرة. كتب الذكاء الاصطناعي نصوصه بأسلوب يشبهنا، وبات المرضى يحجزون بأنفسهم.",
      results: "3 أضعاف الحجوزات عبر الإنترنت",
    },
  ]),
} satisfies TestimonialBlock;

export const aiCarouselLabels = {
  roleDescription: { carousel: "عرض دوّار", slide: "شريحة" },
  region: "آراء العملاء",
  pause: "إيقاف مؤقت",
  play: "تشغيل",
  previous: "الرأي السابق",
  next: "الرأي التالي",
  show: "عرض الرأي {n} من {total}",
  slide: "{n} من {total}",
} satisfies CarouselLabels;

export const aiLandingCta = {
  title: "اكتشف ما يستطيع الذكاء الاصطناعي فعله لشركتك",
  description:
    "في استشارة مجانية نحدد معك أين يحقق الذكاء الاصطناعي أسرع عائد، ونرسل إليك مقترحًا خلال 24 ساعة.",
  primary: { ...en.aiLandingCta.primary, label: consultation },
  secondary: { ...en.aiLandingCta.secondary, label: "اطّلع على أسعار الذكاء الاصطناعي" },
} satisfies CtaBanner;
