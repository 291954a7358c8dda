/**
 * The Arabic privacy policy's retention table, generated from the same periods as the English
 * one (src/config/retention.ts): only the wording lives here, never a period.
 */
import { RETENTION, type RetentionPeriod } from "@/config/retention";
import type { retentionRows as enRetentionRows } from "@/content/legal/retention";

type Case = "nominative" | "genitive";

/**
 * The counted noun for each unit: one, two (nominative / genitive-accusative), 3–10, 11–99,
 * and a round hundred ("100 يوم").
 */
const UNITS = {
  days: { one: "يوم واحد", two: ["يومان", "يومين"], few: "أيام", many: "يومًا", hundred: "يوم" },
  months: {
    one: "شهر واحد",
    two: ["شهران", "شهرين"],
    few: "أشهر",
    many: "شهرًا",
    hundred: "شهر",
  },
  years: {
    one: "سنة واحدة",
    two: ["سنتان", "سنتين"],
    few: "سنوات",
    many: "سنة",
    hundred: "سنة",
  },
} as const;

/** A period with Arabic number agreement; the dual changes with the case, nothing else does. */
function periodIn(period: RetentionPeriod, grammaticalCase: Case): string {
  const unit = UNITS[period.unit];
  const { amount } = period;
  if (amount === 1) return unit.one;
  if (amount === 2) return unit.two[grammaticalCase === "nominative" ? 0 : 1];
  const lastTwo = amount % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${amount} ${unit.few}`;
  if (lastTwo >= 11) return `${amount} ${unit.many}`;
  return `${amount} ${unit.hundred}`;
}

/** "24 شهرًا"، "3 سنوات"، "يوم واحد"، "شهران". */
export function formatPeriod(period: RetentionPeriod): string {
  return periodIn(period, "nominative");
}

type PeriodTexts = { [Key in keyof typeof RETENTION]: string };

function periodTexts(grammaticalCase: Case): PeriodTexts {
  return Object.fromEntries(
    Object.entries(RETENTION).map(([key, period]) => [key, periodIn(period, grammaticalCase)]),
  ) as PeriodTexts;
}

/** As a subject or standalone ("24 شهرًا من…") and after a preposition or as an object. */
const p = periodTexts("nominative");
const g = periodTexts("genitive");

/** The table's rows, in the policy's order: what, and how long. */
export const retentionRows: typeof enRetentionRows = [
  [
    "استفسارات نموذج التواصل وطلبات العروض التوضيحية للذكاء الاصطناعي",
    `${p.leads} من تاريخ آخر تواصل بيننا، ما لم تصبح عميلًا لدينا`,
  ],
  ["تذاكر الدعم", `${p.tickets} من تاريخ إغلاق التذكرة`],
  [
    "الاشتراك في النشرة البريدية",
    `حتى تلغي اشتراكك؛ وعندئذ نحذف عنوان بريدك الإلكتروني ولا نحتفظ إلا بقيمة تجزئة أحادية الاتجاه له في قائمة الحظر، حتى لا نراسلك مجددًا أبدًا. أما طلب الاشتراك الذي لا يُؤكَّد قط فلا يُعدّ اشتراكًا، ويُحذف بعد مرور ${g.pendingSignUps} على تقديمه`,
  ],
  [
    "قائمة انتظار بوابة العملاء",
    `حتى ندعوك إلى البوابة، أو حتى مرور ${g.waitlist} على تسجيلك، أيهما أسبق`,
  ],
  [
    "المحادثات المباشرة (اسمك وعنوان بريدك الإلكتروني وكل رسالة فيها، بما في ذلك ردودنا)",
    `${p.chat} من تاريخ آخر رسالة في المحادثة`,
  ],
  ["قيمة التجزئة لعنوان IP ووكيل المستخدم", "تُحفظ مع الإرسال الذي تتبع له، وتُحذف معه"],
  ["الملاحظات الداخلية لفريقنا على رسالتك", "تُحفظ مع الرسالة التي تتعلق بها، وتُحذف معها"],
  [
    "نسخ رسائل البريد الإلكتروني التي نرسلها إليك والإشعارات المتعلقة برسالتك",
    `${p.outbox} من تاريخ إرسالها (أو من تاريخ محاولة تسليم فاشلة)؛ وما لم يُرسل منها بعد يُحذف مع الرسالة التي يتعلق بها`,
  ],
  [
    "سجلات ما قام به فريقنا في صندوق الوارد (أيّ عضو سجّل الدخول، وما الذي غيّره أو صدّره أو محاه؛ ولا تتضمن محتوى رسالتك أبدًا)",
    p.auditTrail,
  ],
  [
    "إحصاءات الزيارات (مفتاح زائر يتغيّر كل يوم، والصفحة التي بدأت بها الزيارة، والموقع والحملة اللذان أحالا إليها، واللغة ونوع الجهاز؛ ولا تتضمن أبدًا عنوان IP أو وكيل المستخدم)",
    `${p.analyticsVisits} على الأكثر، ثم مجاميع يومية فقط لا تدل على أحد، نحتفظ بها ${p.analytics}`,
  ],
  ["سجلات الأمان لدى جهة الاستضافة", p.securityRecords],
  [
    "السجلات التي تحمي نماذج الموقع وصندوق الوارد من إساءة الاستخدام (حدود معدل الطلبات المرتبطة بقيمة تجزئة أحادية الاتجاه لعنوان IP أو لعنوان بريدك الإلكتروني، وجلسات تسجيل الدخول، ورموز النماذج المستخدَمة)",
    `حتى انتهاء صلاحيتها، على ألا تتجاوز ${g.securityRecords} في أي حال`,
  ],
  ["سجلات العملاء والعقود", "طوال مدة العقد، ثم للمدة التي تقتضيها قوانين المحاسبة والضرائب"],
];

/** The table as Markdown (GFM), ready to stand where the Arabic policy writes `{{retentionTable}}`. */
export function retentionTableMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  return [
    "| البيانات | مدة الاحتفاظ بها |",
    "| --- | --- |",
    ...retentionRows.map(([data, kept]) => `| ${cell(data)} | ${cell(kept)} |`),
  ].join("\n");
}
