/**
 * Arabic phrasing of the site's facts for the pages, forms and emails of this set of modules:
 * counted nouns with Arabic number agreement, left-to-right isolation, plan names. The facts
 * themselves (numbers, ids) are read from the English modules; only their wording lives here.
 * The offices and their hours in Arabic are in ./site.
 */
import { siteConfig } from "@/config/site";
import type { trainingProgrammes } from "@/content/training";
import type { PlanGroup } from "@/content/types";

/** A copy type with the shape of an English `as const` value, its strings widened. */
export type Copy<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Copy<R>
      : { readonly [K in keyof T]: Copy<T[K]> };

/** Western digits, grouped as the Arabic edition shows them ("5,000"). */
const numberFormat = new Intl.NumberFormat("ar-u-nu-latn");
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

const pluralRules = new Intl.PluralRules("ar");

/**
 * The forms of a counted noun. `one` and `two` are whole phrases ("مقالة واحدة", "مقالتان");
 * `few` follows 3 to 10 (plural), `many` follows 11 to 99 (singular, accusative), `other` follows
 * 0, 100, 1000... (singular, genitive).
 */
export interface CountedNoun {
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

/**
 * A number with its noun in the right agreement: "مقالة واحدة"، "مقالتان"، "3 مقالات"،
 * "11 مقالة"، "100 مقالة". `figure` prints the number otherwise than `formatNumber` (for example
 * `recordFigure(500)`, "500+").
 */
export function countOf(count: number, noun: CountedNoun, figure = formatNumber(count)): string {
  switch (pluralRules.select(count)) {
    case "one":
      return noun.one;
    case "two":
      return noun.two;
    case "few":
      return `${figure} ${noun.few}`;
    case "many":
      return `${figure} ${noun.many}`;
    default:
      return `${figure} ${noun.other}`;
  }
}

/** Nouns counted on these pages (nominative; `two` in the genitive where the sentence needs it). */
export const nouns = {
  project: { one: "مشروع واحد", two: "مشروعان", few: "مشاريع", many: "مشروعًا", other: "مشروع" },
  client: { one: "عميل واحد", two: "عميلان", few: "عملاء", many: "عميلًا", other: "عميل" },
  article: { one: "مقالة واحدة", two: "مقالتان", few: "مقالات", many: "مقالة", other: "مقالة" },
  result: { one: "نتيجة واحدة", two: "نتيجتان", few: "نتائج", many: "نتيجة", other: "نتيجة" },
  step: { one: "خطوة واحدة", two: "خطوتان", few: "خطوات", many: "خطوة", other: "خطوة" },
  minute: { one: "دقيقة واحدة", two: "دقيقتان", few: "دقائق", many: "دقيقة", other: "دقيقة" },
  /** After a preposition (بعد، خلال): the genitive dual. */
  minuteGenitive: {
    one: "دقيقة واحدة",
    two: "دقيقتين",
    few: "دقائق",
    many: "دقيقة",
    other: "دقيقة",
  },
  /** Object of a verb (يتجاوز): the accusative dual. */
  characterAccusative: { one: "حرفًا واحدًا", two: "حرفين", few: "أحرف", many: "حرفًا", other: "حرف" },
  dayGenitive: { one: "يوم واحد", two: "يومين", few: "أيام", many: "يومًا", other: "يوم" },
} satisfies Record<string, CountedNoun>;

/**
 * Left-to-right isolation (U+2066 … U+2069) for a phone number inside an Arabic sentence: without
 * it the groups of digits of "+961 1 555 0100" are laid out right to left.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** Text of unknown direction (a visitor's query) isolated inside an Arabic sentence. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** "within 24 hours" → "خلال 24 ساعة": the hours are read from the English fact. */
function responseTimeOf(english: string): string {
  const hours = /^within (\d+) hours?$/.exec(english)?.[1];
  if (hours === undefined) throw new Error(`No Arabic wording for the response time "${english}"`);
  return `خلال ${countOf(Number(hours), {
    one: "ساعة واحدة",
    two: "ساعتين",
    few: "ساعات",
    many: "ساعة",
    other: "ساعة",
  })}`;
}

const criticalResponseTimes: Record<string, string | undefined> = {
  "within one hour, around the clock": "خلال ساعة واحدة، على مدار الساعة",
};

function criticalResponseTimeOf(english: string): string {
  const arabic = criticalResponseTimes[english];
  if (arabic === undefined) throw new Error(`No Arabic wording for "${english}"`);
  return arabic;
}

/**
 * The reply every message, ticket and email gets ("خلال 24 ساعة"). Here, not in ./site (whose
 * siteCopy takes it): client components' copy needs it without the offices' words.
 */
export const responseTime = responseTimeOf(siteConfig.responseTime);
/** Critical tickets ("خلال ساعة واحدة، على مدار الساعة"). */
export const criticalResponseTime = criticalResponseTimeOf(siteConfig.criticalResponseTime);

/** Plan group titles, by group id (the Arabic of plans.ts's `title`). */
export const planGroupTitles: Record<PlanGroup["id"], string> = {
  ai: "باقات الذكاء الاصطناعي",
  "conversational-ai": "الذكاء الاصطناعي المحادثي",
  "website-builder": "منشئ المواقع بالذكاء الاصطناعي",
  automation: "الأتمتة بالذكاء الاصطناعي",
};

/** A plan named in a sentence ("الباقة الاحترافية"), by the English plan name. */
const planPhrases: Record<string, string> = {
  Starter: "الباقة المبتدئة",
  Basic: "الباقة الأساسية",
  Standard: "الباقة القياسية",
  Professional: "الباقة الاحترافية",
  Premium: "الباقة المميزة",
  Growth: "باقة النمو",
  Enterprise: "باقة المؤسسات",
};

export function planPhrase(englishName: string): string {
  return planPhrases[englishName] ?? `باقة ${englishName}`;
}

/** Training programme titles, by programme id (the Arabic of training.ts's `title`). */
export const trainingTitles: Record<(typeof trainingProgrammes)[number]["id"], string> = {
  "ai-fundamentals": "أساسيات الذكاء الاصطناعي",
  "conversational-ai-development": "تطوير الذكاء الاصطناعي المحادثي",
  "machine-learning-engineering": "هندسة تعلّم الآلة",
  "ai-automation": "الأتمتة بالذكاء الاصطناعي للأعمال",
};

/** A training programme's Arabic title, by its id (its English title if it has none yet). */
export function trainingTitle(programme: { id: string; title: string }): string {
  return (trainingTitles as Record<string, string | undefined>)[programme.id] ?? programme.title;
}

/**
 * How long a newsletter confirmation link is valid: "7 أيام". The fact is CONFIRM_LINK_LIFE_MS in
 * src/lib/mail/newsletter-links.ts, which imports node:crypto and so cannot reach the form's
 * client bundle; the English copy writes "7 days" itself. This is the one Arabic place for it.
 */
export const confirmLinkValidity = countOf(7, nouns.dayGenitive);
