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
import { commerce, legal, services, technical } from "./glossary-terms";

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
    en: "millions in a figure (NM+)",
    ar: "+N مليون؛ في النص: أكثر من N مليون",
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
    const banned = term.banned ?? [];
    const rights = [...term.ar.split(/[؛،/()]/), ...(term.allowed ?? [])]
      .map((form) => form.trim())
      .filter((form) => banned.some((variant) => form.includes(variant)));
    const rest = rights.reduce((remaining, form) => remaining.split(form).join(" "), text);
    return banned
      .filter((variant) => rest.includes(variant))
      .map((variant) => ({ term: term.en, variant }));
  });
}
