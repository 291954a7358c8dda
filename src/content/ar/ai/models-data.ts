/**
 * The Arabic texts of the AI models list: the models' descriptions (their names stay in Latin
 * script; id, category and status stay the English values, which the list's logic and icons
 * key on), the labels of the categories and statuses, and the messages of the list's states.
 */
import * as en from "@/content/ai/models-data";
import type { ModelCategory, ModelStatus } from "@/content/ai/models-data";

/** The category labels, in the order of the English `modelCategories`. */
export const modelCategories = [
  "نموذج لغوي",
  "توليد الصور",
  "التعرّف على الكلام",
  "توليد الشيفرة البرمجية",
  "الرؤية الحاسوبية",
  "الترجمة",
  "التحليلات",
] as const;

/** The status labels, in the order of the English `modelStatuses`. */
export const modelStatuses = ["متاح", "تجريبي", "قريبًا"] as const;

function labelOf(english: readonly string[], arabic: readonly string[], value: string): string {
  const label = arabic[english.indexOf(value)];
  if (english.length !== arabic.length || label === undefined) {
    throw new Error(`No Arabic label for "${value}"`);
  }
  return label;
}

/** The Arabic label of a model's (English) category. */
export function modelCategoryLabel(category: ModelCategory): string {
  return labelOf(en.modelCategories, modelCategories, category);
}

/** The Arabic label of a model's (English) status. */
export function modelStatusLabel(status: ModelStatus): string {
  return labelOf(en.modelStatuses, modelStatuses, status);
}

const [chat, canvas, voice, code, vision, translate, insights, reason] = en.aiModels;

export const aiModels = [
  {
    ...chat,
    description: "نموذج لغوي محادثي مضبوط لخدمة العملاء والمبيعات ومكاتب المساعدة الداخلية.",
  },
  {
    ...canvas,
    description:
      "يولّد صور منتجات ولافتات ومرئيات لوسائل التواصل الاجتماعي متوافقة مع هويتك، انطلاقًا من موجِّه نصي قصير.",
  },
  {
    ...voice,
    description:
      "يحوّل المكالمات والرسائل الصوتية إلى نص لحظة بلحظة، مع تمييز المتحدثين وعلامات الترقيم.",
  },
  {
    ...code,
    description:
      "يقترح الشيفرة البرمجية ويشرحها ويراجعها بلغات البرمجة التي يعتمدها فريقك وبأعرافه.",
  },
  {
    ...vision,
    description: "يرصد الأجسام، ويقرأ المستندات، ويكشف العيوب في الصور وبث الفيديو.",
  },
  {
    ...translate,
    description: "يترجم المحادثات والمستندات وصفحات الويب بين أكثر من 50 لغة مع الحفاظ على نبرتك.",
  },
  {
    ...insights,
    description: "يتنبأ بالطلب وبتسرّب العملاء، ويشرح بلغة واضحة ما الذي يحرّك أرقامك.",
  },
  {
    ...reason,
    description: "نموذج لغوي بسياق طويل للعقود والتقارير والاستدلال متعدد الخطوات في الأعمال.",
  },
] as const satisfies readonly en.AiModel[];

/** "عرض 8 نماذج": the noun agrees with the count (Arabic plural rules). */
function modelsShown(count: number): string {
  switch (new Intl.PluralRules("ar").select(count)) {
    case "one":
      return "عرض نموذج واحد";
    case "two":
      return "عرض نموذجين";
    case "few":
      return `عرض ${count} نماذج`;
    case "many":
      return `عرض ${count} نموذجًا`;
    case "zero":
      return `عرض ${count} نماذج`;
    default:
      return `عرض ${count} نموذج`;
  }
}

/** The texts of the models list. */
export const modelsMessages = {
  listLabel: "نماذج الذكاء الاصطناعي",
  loading: "جارٍ تحميل نماذج الذكاء الاصطناعي...",
  error: "تعذّر تحميل نماذج الذكاء الاصطناعي",
  errorHint: "يُرجى التحقق من اتصالك والمحاولة مرة أخرى.",
  retry: "حاول مرة أخرى",
  empty: "لا تتوفر نماذج ذكاء اصطناعي حاليًا.",
  loaded: modelsShown,
  tryNow: "جرّبه الآن",
  unavailable: "غير متاح بعد",
  /** The polite toast shown when a model's Try Now is pressed. */
  launching: (name: string) => `جارٍ تشغيل عرض ${name} التوضيحي...`,
  launchingAction: {
    ...en.modelsMessages.launchingAction,
    label: "اطلب عرضًا توضيحيًا بإرشاد فريقنا",
  },
  dismiss: "إغلاق الإشعار",
  noScriptTryHref: en.modelsMessages.noScriptTryHref,
} satisfies typeof en.modelsMessages;
