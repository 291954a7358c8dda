/**
 * The product visuals in Arabic: the words of the renderings that show what each AI service
 * does. Ids, statuses, icons, counts and the model's evaluation come from the English module
 * (content/visuals.ts); the captions' counts are derived from them.
 */
import * as en from "@/content/visuals";
import type {
  AutomationVisual,
  BuilderVisual,
  ChatVisual,
  DashboardVisual,
  MigrationVisual,
  ProductVisualKind,
} from "@/content/visuals";

import { formatOutcome } from "./case-studies";

type Forms = Record<Intl.LDMLPluralRule, (count: number) => string>;

const pluralRules = new Intl.PluralRules("ar");

/** A counted noun that agrees with its number (one, two, 3–10, 11–99, 100...). */
function counted(count: number, forms: Forms): string {
  return forms[pluralRules.select(count)](count);
}

const documents = (count: number) =>
  counted(count, {
    zero: (n) => `${n} مستندات`,
    one: () => "مستند واحد",
    two: () => "مستندان",
    few: (n) => `${n} مستندات`,
    many: (n) => `${n} مستندًا`,
    other: (n) => `${n} مستند`,
  });

/* ---------------------------------------------------------------- Conversational AI ---- */

const chat = en.chatVisual;

export const chatVisual = {
  windowTitle: "مساعد الموقع",
  status: "متصل",
  caption:
    "مثال على محادثة: مساعد متجر إلكتروني يجيب عن سؤال حول الإرجاع ويذكر السياسة التي استند إليها، ثم يحوّل حالة طلب تالف إلى فريق الدعم مع تذكرة دعم.",
  compactCaption: "الذكاء الاصطناعي المحادثي: يجيب مع ذكر المصدر، ويحوّل المحادثة إلى فريقك",
  speakers: { customer: "العميل:", assistant: "المساعد:" },
  sourceLabel: "المصدر",
  messages: [
    { ...chat.messages[0], text: "هل ما زال بإمكاني إرجاع أحذية اشتريتها قبل ثلاثة أسابيع؟" },
    {
      ...chat.messages[1],
      text: "نعم: يمكن إرجاع المنتجات غير المستعملة مجانًا خلال 30 يومًا من التسليم. ابدأ الإرجاع من صفحة طلبك واطبع ملصق الشحن المدفوع مسبقًا.",
      source: "سياسة الإرجاع، البند 2",
    },
    { ...chat.messages[2], text: "وصل أحد الأزواج وفيه خياطة ممزقة. هل هذه الحالة مشمولة أيضًا؟" },
    {
      ...chat.messages[3],
      text: "المنتج التالف يشمله الضمان. حوّلتُ طلبك وصورك إلى فريق الدعم لدينا، وسيردّون عليك عبر البريد الإلكتروني اليوم.",
    },
  ],
  handoff: {
    team: "الدعم",
    text: "حُوِّلت إلى الدعم · أُنشئت تذكرة",
    detail: "أُرفقت تفاصيل الطلب والمحادثة",
  },
  details: {
    title: "المحادثة",
    items: [
      { term: "القناة", value: "دردشة الموقع" },
      { term: "اللغة", value: "العربية" },
      { term: "المقاصد", value: "إرجاع، منتج تالف" },
      { term: "الطلب", value: "موجود في نظام المتجر" },
      { term: "حُوِّلت إلى", value: "قائمة انتظار الدعم" },
    ],
  },
} as const satisfies ChatVisual;

/* ---------------------------------------------------------------- Website Builder ------ */

const [header, hero, services, booking, reviews, footer] = en.builderVisual.sections;

export const builderVisual = {
  windowTitle: "منشئ المواقع",
  address: en.builderVisual.address,
  caption:
    "مثال على بناء موقع: موقع عيادة أسنان يُجمَّع قسمًا تلو الآخر. تم توليد الترويسة والواجهة الرئيسية والخدمات ونموذج الحجز، أما التقييمات والتذييل فلم يحن دورهما بعد.",
  compactCaption: "منشئ المواقع: موقعك مجمَّع من أقسام مولَّدة",
  statusLabels: { generated: "تم التوليد", generating: "قيد التوليد", queued: "في الانتظار" },
  sections: [
    { ...header, name: "الترويسة", detail: "الشعار والقائمة ورقم الهاتف" },
    { ...hero, name: "الواجهة الرئيسية", detail: "العنوان الرئيسي وصورة وزر الحجز" },
    { ...services, name: "الخدمات", detail: "الفحص الدوري، والتبييض، والزراعة" },
    { ...booking, name: "نموذج الحجز", detail: "حقول التاريخ والوقت وبيانات التواصل" },
    { ...reviews, name: "التقييمات", detail: "اقتباسات من مرضاك" },
    { ...footer, name: "التذييل", detail: "ساعات العمل والخريطة" },
  ],
  /** "تم توليد 4 من 6 أقسام". */
  progress: (done, total) =>
    `تم توليد ${done} من ${counted(total, {
      zero: (n) => `${n} أقسام`,
      one: () => "قسم واحد",
      two: () => "قسمين",
      few: (n) => `${n} أقسام`,
      many: (n) => `${n} قسمًا`,
      other: (n) => `${n} قسم`,
    })}`,
  preview: {
    brand: en.builderVisual.preview.brand,
    headline: "رعاية لطيفة للعائلة كلها",
    cta: "احجز زيارة",
    form: "احجز موعدًا",
  },
} as const satisfies BuilderVisual;

/* ---------------------------------------------------------------- AI Automation -------- */

const automation = en.automationVisual;
const [processed, review] = automation.outcomes;

export const automationVisual = {
  windowTitle: "الأتمتة",
  flowName: "مستندات الشحن",
  period: "اليوم",
  caption: `مثال على مسار عمل: تصل مستندات الشحن إلى وكيل الشحن بالبريد الإلكتروني (بوالص الشحن والبيانات الجمركية وأذونات التسليم)، فتُقرأ وتُربط بشحنتها وتُحفَظ في نظام الشحن، ثم يُبلَّغ فريق العمليات. اليوم حُفظ ${documents(processed.count)}، بينما تنتظر ${documents(review.count)} مراجعةً من أحد الموظفين.`,
  compactCaption: "الأتمتة بالذكاء الاصطناعي: خطوات مسار العمل ونتائج اليوم",
  stepsLabel: "الخطوات",
  outcomesLabel: "النتائج",
  steps: [
    { ...automation.steps[0], kind: "المُشغِّل", detail: "وصول مستند شحن بالبريد الإلكتروني" },
    { ...automation.steps[1], kind: "قراءة المستند", detail: "الحاوية والمرسَل إليه والمرفأ" },
    {
      ...automation.steps[2],
      kind: "التصنيف",
      detail: "بوليصة شحن أو بيان جمركي أو إذن تسليم",
    },
    { ...automation.steps[3], kind: "تحديث النظام", detail: "حفظه مع شحنته" },
    { ...automation.steps[4], kind: "الإشعار", detail: "إبلاغ فريق العمليات عبر الدردشة" },
  ],
  outcomes: [
    { ...processed, label: "حُفظت", detail: "أُدخلت من دون تعديلات" },
    { ...review, label: "تحتاج إلى مراجعة", detail: "الوزن لا يطابق قائمة التعبئة" },
  ],
  /** "49 مستندًا اليوم". */
  total: (count) => `${documents(count)} اليوم`,
} as const satisfies AutomationVisual;

/* ---------------------------------------------------------------- Custom AI ------------ */

const weeks = (count: number) =>
  counted(count, {
    zero: (n) => `آخر ${n} أسابيع`,
    one: () => "الأسبوع الأخير",
    two: () => "آخر أسبوعين",
    few: (n) => `آخر ${n} أسابيع`,
    many: (n) => `آخر ${n} أسبوعًا`,
    other: (n) => `آخر ${n} أسبوع`,
  });

export const dashboardVisual = {
  windowTitle: "لوحة تحكم النموذج",
  model: "كشف العيوب",
  version: en.dashboardVisual.version,
  exampleBadge: "مثال",
  caption: `مثال على لوحة تحكم نموذج: تقييم نموذج بصري لكشف العيوب على مجموعة اختبار محجوزة له، يشمل الدقة وزمن التنبؤ وحجم مجموعة الاختبار وانجراف البيانات، مع تطور الدقة على مدى ${weeks(en.dashboardVisual.accuracyHistory.length)}. أرقام توضيحية، لا نتائج عميل.`,
  compactCaption: "حلول الذكاء الاصطناعي المخصصة: تقييم نموذج ومراقبته (أرقام على سبيل المثال)",
  evaluation: en.dashboardVisual.evaluation,
  labels: {
    accuracy: "الدقة",
    latency: "زمن الاستجابة (p95)",
    testSet: "صور مجموعة الاختبار",
    drift: "انجراف البيانات",
    stable: "مستقر",
    retrain: "إعادة التدريب",
    threshold: "الحد",
    trend: "الدقة أسبوعيًا",
  },
  accuracyHistory: en.dashboardVisual.accuracyHistory,
  /** "آخر 8 أسابيع". */
  weeksLabel: weeks,
} as const satisfies DashboardVisual;

const numberFormat = new Intl.NumberFormat("ar-u-nu-latn");
const millisecondsFormat = new Intl.NumberFormat("ar-u-nu-latn", {
  style: "unit",
  unit: "millisecond",
  unitDisplay: "long",
});

/**
 * The dashboard's figures as shown in Arabic: the English figures (from the same numbers), with
 * the latency's unit in Arabic and the trend's arrow pointing the way right-to-left text reads.
 */
export function dashboardFigures(
  visual: Pick<DashboardVisual, "evaluation" | "labels" | "accuracyHistory">,
) {
  const figures = en.dashboardFigures(visual);
  return {
    ...figures,
    trend: figures.trend.replace("→", "←"),
    latency: millisecondsFormat.format(visual.evaluation.p95LatencyMs),
    testSet: numberFormat.format(visual.evaluation.testSetSize),
  };
}

/* ---------------------------------------------------------------- Cloud migration ------ */

/** The migration board's figures: the same outcomes as the English, written as the Arabic study writes them. */
export function migrationFigures(
  facts?: Parameters<typeof en.migrationFigures>[0],
): ReturnType<typeof en.migrationFigures> {
  return en.migrationFigures(facts, formatOutcome);
}

const migration = migrationFigures();
const migrationEn = en.migrationVisual;

export const migrationVisual = {
  windowTitle: "الترحيل إلى السحابة",
  client: migrationEn.client,
  status: "اكتمل الانتقال",
  caption: `ترحيل RetailPro كما قيس في دراسة الحالة: نُقلت الخدمات من مركز البيانات القديم إلى السحابة على موجات، ثم حُوّل المتجر وصفحة الدفع وقواعد البيانات ليلًا بتوقّف قدره ${migration.downtime}. انخفضت تكاليف الاستضافة الشهرية بنسبة ${migration.cost}، وبلغت نسبة التشغيل ${migration.uptime} منذ الانتقال.`,
  compactCaption: `ترحيل RetailPro إلى السحابة: حالة كل خدمة، والانتقال (توقّف ${migration.downtime})، وتكلفة الاستضافة قبل الترحيل وبعده`,
  from: "مركز البيانات القديم",
  to: "السحابة",
  servicesLabel: "الخدمات",
  statusLabels: { migrated: "رُحّلت", cutOver: "حُوّلت" },
  services: [
    { ...migrationEn.services[0], name: "المتجر الإلكتروني", detail: "الكتالوج والبحث" },
    { ...migrationEn.services[1], name: "صفحة الدفع", detail: "المدفوعات والطلبات" },
    { ...migrationEn.services[2], name: "قواعد البيانات", detail: "متزامنة لحظة بلحظة" },
    { ...migrationEn.services[3], name: "نظام المستودع", detail: "المخزون والشحن" },
    { ...migrationEn.services[4], name: "الأنظمة الإدارية", detail: "التقارير والأدوات الداخلية" },
  ],
  cutover: { label: "الانتقال", detail: "ليلًا، والجهتان متزامنتان" },
  labels: {
    downtime: "التوقّف",
    uptime: "نسبة التشغيل منذ الانتقال",
    cost: "تكلفة الاستضافة الشهرية",
    costChange: (change) => `أقل بنسبة ${change}`,
  },
} as const satisfies MigrationVisual;

/* ---------------------------------------------------------------- The offer ----------- */

/** The home page's and the AI landing's composition of the four, in the landing's order. */
export const offerShowcase = {
  label: "كيف تبدو خدمات الذكاء الاصطناعي لدينا أثناء العمل، في أربعة أمثلة",
  order: en.offerShowcase.order,
} as const satisfies { label: string; order: readonly ProductVisualKind[] };
