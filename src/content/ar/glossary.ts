/**
 * The Arabic edition's glossary: each English term, the one Arabic term the site uses for it, and
 * the variants it must not use. ./glossary.test.ts walks every string of every Arabic module and
 * every Arabic Markdown document and fails on a banned variant, naming where it is. Add a term
 * here before using a new rendering of it; docs/i18n/glossary-ar.md has the conventions (voice,
 * digits, punctuation, names kept in Latin script).
 *
 * A banned variant is matched as written (diacritics included) after the right forms that
 * contain it (the term's own Arabic and its `allowed` forms) are taken out of the text, so a
 * variant that is part of the right term («إدارة الثغرات» in «إدارة الثغرات الأمنية») is not
 * reported.
 */
export interface GlossaryTerm {
  /** The English term, as the English edition writes it. */
  en: string;
  /** The one Arabic rendering (with its plural or other forms the site uses, after «؛»). */
  ar: string;
  /** Other right forms of the term (inflections) that contain a banned variant. */
  allowed?: readonly string[];
  /** Renderings the site does not use. */
  banned?: readonly string[];
  /** When to use it. */
  note?: string;
}

/** The products: two AI products, two names (SPEC 5d). */
const products = [
  {
    en: "chat assistant (chatbot, AI assistant: the AI plans' product, billed by conversations)",
    ar: "مساعد المحادثة؛ الجمع: مساعدو المحادثة (نصبًا وجرًّا: مساعدي المحادثة)",
    banned: [
      "روبوت",
      "مساعد ذكي",
      "مساعدًا ذكيًا",
      "المساعد الذكي",
      "للمساعد الذكي",
      "أذكياء",
      "مساعد محادثة ذكي",
      "أداة دردشة ذكية",
    ],
    note: "The product: the assistant that answers on a website, WhatsApp or e-mail. Never «روبوت».",
  },
  {
    en: "voice agent (Conversational AI's product, billed by minutes)",
    ar: "الوكيل الصوتي؛ الجمع: الوكلاء الصوتيون (نصبًا وجرًّا: الوكلاء الصوتيين)",
    banned: [
      "مساعد صوتي",
      "مساعدًا صوتيًا",
      "المساعد الصوتي",
      "مساعدون صوتيون",
      "مساعدين صوتيين",
      "المساعدون الصوتيون",
      "المساعدين الصوتيين",
      "وكيل ذكي",
      "وكيلًا ذكيًا",
      "الوكيل الذكي",
    ],
  },
  {
    en: "AI agent (software that acts with tools, in general)",
    ar: "وكيل ذكاء اصطناعي؛ الجمع: وكلاء ذكاء اصطناعي",
    note: "Only for the general idea (a blog post on prompt injection); our products are named above.",
  },
  {
    en: "workflow",
    ar: "مسار عمل؛ الجمع: مسارات عمل (مع العدد 11 فأكثر: «25 مسار عمل»)",
    banned: ["سير عمل", "سير العمل", "لسير العمل"],
    note: "One root for one and many, in the plan tables as in the running text.",
  },
  {
    en: "uptime, uptime SLA",
    ar: "نسبة التشغيل؛ نسبة تشغيل مضمونة (SLA)",
    banned: [
      "ضمان تشغيل",
      "ضمان نسبة التشغيل",
      "وقت التشغيل",
      "مدة التشغيل",
      "نسبة التوافر",
      "نسبة الجاهزية",
      "نسبة التشغيل المضمونة (SLA)",
    ],
  },
  {
    en: "CTO, Chief Technology Officer",
    ar: "المدير التقني",
    banned: ["الرئيس التنفيذي للتقنية", "الرئيس التنفيذي للتكنولوجيا", "مدير التكنولوجيا"],
  },
  {
    en: "CMO, Chief Marketing Officer",
    ar: "مديرة التسويق (مدير التسويق)",
    banned: ["الرئيسة التنفيذية للتسويق", "الرئيس التنفيذي للتسويق"],
  },
  {
    en: "growing businesses",
    ar: "الشركات المتنامية",
    banned: ["الشركات النامية", "شركات نامية"],
    note: "«النامية» reads as «developing (countries)».",
  },
  {
    en: "24/7, around the clock",
    ar: "على مدار الساعة",
    banned: ["24/7", "24 ساعة في اليوم 7 أيام"],
  },
  {
    en: "2M+ (millions in a figure)",
    ar: "+2 مليون؛ في النص: أكثر من 2 مليون",
    banned: ["M+", "مليون+"],
  },
  {
    en: "milliseconds, ms",
    ar: "ملي ثانية (أقل من 200 ملي ثانية)",
    banned: ["ميلي ثانية", "ملّي ثانية", "مللي ثانية"],
  },
  {
    en: "months (January … December)",
    ar: "كانون الثاني، شباط، آذار، نيسان، أيار، حزيران، تموز، آب، أيلول، تشرين الأول، تشرين الثاني، كانون الأول",
    banned: [
      "يناير",
      "فبراير",
      "أبريل",
      "إبريل",
      "مايو",
      "يونيو",
      "يوليو",
      "أغسطس",
      "سبتمبر",
      "أكتوبر",
      "نوفمبر",
      "ديسمبر",
    ],
    note: "The Levantine names a Beirut company writes («مارس» is not banned: it is also a verb).",
  },
] as const satisfies readonly GlossaryTerm[];

/** The services and the site's own words. */
const services = [
  { en: "AI, artificial intelligence", ar: "الذكاء الاصطناعي" },
  { en: "AI services", ar: "خدمات الذكاء الاصطناعي" },
  { en: "IT services", ar: "خدمات تقنية المعلومات" },
  { en: "Conversational AI", ar: "الذكاء الاصطناعي المحادثي" },
  { en: "Website Builder AI", ar: "منشئ المواقع بالذكاء الاصطناعي" },
  { en: "Custom AI (solutions)", ar: "حلول الذكاء الاصطناعي المخصصة" },
  { en: "AI Automation, automation", ar: "الأتمتة بالذكاء الاصطناعي، الأتمتة" },
  { en: "model (AI)", ar: "نموذج؛ الجمع: نماذج" },
  { en: "large / small language model", ar: "النموذج اللغوي الكبير / الصغير" },
  { en: "fine-tuning", ar: "الضبط الدقيق" },
  { en: "prompt", ar: "موجِّه؛ الجمع: موجِّهات" },
  { en: "prompt injection", ar: "حقن الموجِّهات" },
  { en: "retrieval-augmented generation (RAG)", ar: "التوليد المعزَّز بالاسترجاع (RAG)" },
  {
    en: "knowledge base",
    ar: "قاعدة المعارف",
    banned: ["قاعدة المعرفة", "قواعد المعرفة"],
  },
  { en: "guardrails", ar: "ضوابط الحماية" },
  {
    en: "human-in-the-loop",
    ar: "إشراف بشري (الأتمتة بإشراف بشري)",
    banned: ["ضمن الحلقة", "في الحلقة"],
  },
  {
    en: "hand-off (to a person)",
    ar: "التحويل إلى موظف (يحوّل المحادثة إلى موظف)",
    banned: ["يُحيل"],
  },
  { en: "escalation", ar: "التصعيد" },
  { en: "trigger (workflow)", ar: "المُشغِّل" },
  { en: "chat widget", ar: "أداة الدردشة" },
  { en: "web development", ar: "تطوير المواقع" },
  { en: "mobile development, mobile app", ar: "تطوير تطبيقات الجوال، تطبيق جوال" },
  { en: "cloud solutions", ar: "الحلول السحابية" },
  { en: "cloud migration", ar: "الترحيل إلى السحابة" },
  { en: "infrastructure as code", ar: "البنية التحتية ككود" },
  { en: "cybersecurity", ar: "الأمن السيبراني" },
  { en: "penetration testing", ar: "اختبار الاختراق" },
  {
    en: "vulnerability management",
    ar: "إدارة الثغرات الأمنية",
    banned: ["إدارة الثغرات"],
  },
  { en: "threat monitoring", ar: "مراقبة التهديدات", banned: ["رصد التهديدات"] },
  { en: "incident response", ar: "الاستجابة للحوادث" },
  { en: "multi-factor authentication", ar: "المصادقة متعددة العوامل" },
  { en: "zero trust", ar: "مبدأ انعدام الثقة" },
  { en: "phishing", ar: "التصيّد الاحتيالي" },
  { en: "IT support", ar: "الدعم التقني" },
  { en: "on call", ar: "مناوب" },
  { en: "SLA", ar: "اتفاقية مستوى الخدمة (SLA)" },
  {
    en: "SEO, SEO-ready",
    ar: "تحسين محركات البحث (SEO)؛ محسّنة لمحركات البحث",
    banned: ["تهيئة لمحركات البحث", "مهيأة لمحركات البحث"],
  },
  {
    en: "accessibility",
    ar: "إمكانية الوصول",
    banned: ["إتاحة الوصول", "سهولة الوصول"],
  },
  { en: "sprint", ar: "دورة عمل" },
  { en: "milestone", ar: "مرحلة رئيسية" },
  { en: "kickoff (meeting)", ar: "اجتماع الانطلاق" },
  {
    en: "onboarding engineer / (client) onboarding",
    ar: "مهندس الإعداد / إعداد العملاء الجدد",
    banned: ["مهندس التهيئة", "تهيئة العملاء"],
  },
  {
    en: "code (source code)",
    ar: "الشيفرة (الشيفرة المصدرية)",
    banned: ["الكود"],
    note: "Except «البنية التحتية ككود».",
  },
] as const satisfies readonly GlossaryTerm[];

/** Prices, plans and calls to action. */
const commerce = [
  { en: "plan (pricing)", ar: "باقة؛ الجمع: باقات" },
  {
    en: "Starter / Professional / Enterprise / Basic / Premium / Standard / Growth",
    ar: "المبتدئة / الاحترافية / المؤسسات / الأساسية / المميزة / القياسية / النمو",
  },
  { en: "Most Popular", ar: "الأكثر طلبًا" },
  { en: "per month, /month", ar: "شهريًا" },
  { en: "one-time", ar: "دفعة واحدة" },
  { en: "Custom (price)", ar: "سعر مخصص" },
  { en: "pricing", ar: "الأسعار" },
  { en: "subscription / invoice / billing", ar: "اشتراك / فاتورة / الفوترة" },
  {
    en: "upgrade / downgrade",
    ar: "الترقية / الانتقال إلى باقة أدنى",
  },
  {
    en: "flash sale",
    ar: "عرض لفترة محدودة",
    banned: ["عرض خاطف", "عرض ترويجي محدود المدة"],
  },
  { en: "free consultation", ar: "استشارة مجانية" },
  {
    en: "Get Free Consultation (the main call to action)",
    ar: "احجز استشارتك المجانية",
    note: "The button's label on every page; running text may say «احصل على استشارة مجانية».",
  },
  { en: "Get Started", ar: "ابدأ الآن" },
  { en: "Learn more", ar: "اعرف المزيد" },
  { en: "Contact us / Contact Sales", ar: "تواصل معنا / تواصل مع المبيعات" },
  { en: "Talk to Sales", ar: "تواصل مع المبيعات", banned: ["تحدّث إلى المبيعات"] },
  { en: "Schedule / Request a demo", ar: "احجز عرضًا توضيحيًا / اطلب عرضًا توضيحيًا" },
  {
    en: "View All Services",
    ar: "اطّلع على جميع الخدمات",
    banned: ["عرض جميع الخدمات"],
  },
  { en: "client", ar: "عميل؛ الجمع: عملاء" },
  { en: "testimonial", ar: "رأي العميل" },
  { en: "team / headquarters", ar: "الفريق / المقر الرئيسي" },
] as const satisfies readonly GlossaryTerm[];

/** Documentation, help and the API. */
const technical = [
  { en: "documentation, docs", ar: "التوثيق" },
  { en: "help center / help article", ar: "مركز المساعدة / مقالة مساعدة" },
  { en: "support ticket", ar: "تذكرة دعم" },
  { en: "priority: Low / Medium / High / Critical", ar: "منخفضة / متوسطة / عالية / حرجة" },
  { en: "API key", ar: "مفتاح API" },
  {
    en: "test key / live key",
    ar: "مفتاح الاختبار / المفتاح الفعلي",
    banned: [
      "المفتاح المباشر",
      "مفتاح مباشر",
      "مفتاح التشغيل الفعلي",
      "مفتاح تجريبي",
      "المفاتيح التجريبية",
    ],
  },
  { en: "rotate (a key)", ar: "تدوير المفتاح، دوّر" },
  { en: "endpoint", ar: "نقطة نهاية؛ الجمع: نقاط النهاية" },
  { en: "request / response", ar: "طلب / استجابة" },
  { en: "rate limit", ar: "حد معدل الطلبات" },
  {
    en: "timeout",
    ar: "مهلة الانتظار",
    banned: ["مهلة زمنية", "مهلة الطلب", "مهلات الانتظار"],
  },
  { en: "retry", ar: "إعادة المحاولة" },
  {
    en: "exponential backoff",
    ar: "التباعد الأُسّي",
    banned: ["التراجع الأُسّي", "فترات انتظار تتضاعف", "فترات انتظار متزايدة", "التباعد التدريجي"],
  },
  { en: "idempotency key", ar: "مفتاح عدم التكرار" },
  { en: "header (HTTP)", ar: "ترويسة" },
  { en: "environment variable", ar: "متغير البيئة" },
  { en: "production / staging", ar: "بيئة الإنتاج / بيئة ما قبل الإنتاج" },
  { en: "SDK", ar: "حزمة SDK" },
  { en: "integration", ar: "تكامل؛ الجمع: تكاملات" },
  { en: "dashboard", ar: "لوحة تحكم" },
  { en: "deployment, deploy", ar: "النشر، انشر" },
  { en: "webhook", ar: "خطاف ويب (webhook)" },
  { en: "audit log", ar: "سجل التدقيق" },
  { en: "theme (light / dark / system)", ar: "المظهر (فاتح / داكن / حسب النظام)" },
  { en: "web form", ar: "نموذج (نموذج التواصل)", banned: ["استمارة"] },
] as const satisfies readonly GlossaryTerm[];

/** The legal pages and privacy. */
const legal = [
  { en: "privacy policy", ar: "سياسة الخصوصية" },
  { en: "terms of service", ar: "شروط الخدمة" },
  { en: "cookies", ar: "ملفات تعريف الارتباط" },
  { en: "data processing agreement", ar: "اتفاقية معالجة البيانات" },
  { en: "personal data", ar: "البيانات الشخصية" },
  { en: "data controller / processor", ar: "المتحكم في البيانات / معالج البيانات" },
  { en: "sub-processor", ar: "معالج فرعي" },
  { en: "consent", ar: "الموافقة" },
  { en: "legal basis / legitimate interest", ar: "الأساس القانوني / المصلحة المشروعة" },
  { en: "GDPR", ar: "اللائحة العامة لحماية البيانات (GDPR)" },
  { en: "DPO", ar: "مسؤول حماية البيانات" },
  {
    en: "We never sell your details or share them for marketing",
    ar: "لا نبيع بياناتك أبدًا ولا نشاركها لأغراض التسويق",
    banned: ["لا نشارك بياناتك مع أحد", "لن نشارك بياناتك مع أحد"],
    note: "The policy lists the processors that receive them: never promise that nobody does.",
  },
] as const satisfies readonly GlossaryTerm[];

export const glossary: readonly GlossaryTerm[] = [
  ...products,
  ...services,
  ...commerce,
  ...technical,
  ...legal,
];

/** The banned variants a text holds, with the term each belongs to. */
export function bannedVariantsIn(text: string): { term: string; variant: string }[] {
  return glossary.flatMap((term) => {
    if (!term.banned) return [];
    const rights = [...term.ar.split(/[؛،/()]/), ...(term.allowed ?? [])]
      .map((form) => form.trim())
      .filter((form) => term.banned.some((variant) => form.includes(variant)));
    const rest = rights.reduce((remaining, form) => remaining.split(form).join(" "), text);
    return term.banned
      .filter((variant) => rest.includes(variant))
      .map((variant) => ({ term: term.en, variant }));
  });
}
