/** The help center (/ar/help): categories, step-by-step guides and section copy, in Arabic. */
import { apiFacts } from "@/content/docs/api-facts";
import * as en from "@/content/help";
import type { HelpCategory, HelpCategoryId, HelpTutorial } from "@/content/help";
import type { CtaBanner, IconName, PageHero } from "@/content/types";

import { countOf, isolate, nouns } from "./site-phrases";

export const helpHero = {
  eyebrow: "مركز المساعدة",
  title: "كيف يمكننا",
  highlight: "مساعدتك؟",
  description: "ابحث في الأدلة خطوة بخطوة والإجابات والتوثيق، أو تصفّح الفئات أدناه.",
} satisfies PageHero;

export const helpSearchCopy = {
  label: "ابحث في مقالات المساعدة والأسئلة الشائعة والتوثيق ومقالات المدونة",
  placeholder: "ابحث في المقالات والأسئلة الشائعة والتوثيق",
} satisfies typeof en.helpSearchCopy;

/** The search results page (/ar/help/search?q=...), what the search boxes submit to. */
export const helpSearchResultsCopy = {
  title: "البحث في مركز المساعدة",
  description:
    "نتائج البحث في مقالات المساعدة لدى Cedarwave، والأسئلة الشائعة للدعم، والتوثيق، والمدونة.",
  hero: {
    eyebrow: "مركز المساعدة",
    title: "نتائج",
    highlight: "البحث",
    description:
      "مقالات المساعدة والأسئلة الشائعة للدعم والتوثيق ومقالات المدونة التي تطابق كلماتك.",
  } satisfies PageHero,
  resultsHeading: "النتائج",
  emptyQuery: "اكتب كلمة أو كلمتين في الأعلى، مثل «الفواتير» أو «مفتاح API».",
  /** "لا توجد نتائج عن «…»"، "نتيجة واحدة عن «…»"، "3 نتائج عن «…»". */
  count: (count: number, query: string) =>
    count === 0
      ? `لا توجد نتائج عن «${isolate(query)}»`
      : `${countOf(count, nouns.result)} عن «${isolate(query)}»`,
} satisfies typeof en.helpSearchResultsCopy;

const categoryCopy: Record<HelpCategoryId, Pick<HelpCategory, "title" | "description">> = {
  "getting-started": {
    title: "البدء",
    description: "جهّز حسابك، واختر الخدمة، وأرسل طلبك الأول.",
  },
  "account-billing": {
    title: "الحساب والفوترة",
    description: "الباقات والفواتير وطرق الدفع والترقية والإلغاء.",
  },
  "api-integrations": {
    title: "واجهة API والتكاملات",
    description: "مفاتيح API وحزم SDK وخطافات الويب (webhooks) وربط الأدوات التي تستخدمها اليوم.",
  },
  troubleshooting: {
    title: "حل المشكلات",
    description: "أصلح المشكلات الشائعة في مساعدي المحادثة والمواقع ومسارات العمل والوصول.",
  },
};

export const helpCategories = en.helpCategories.map((category) => ({
  ...category,
  ...categoryCopy[category.id],
})) satisfies readonly HelpCategory[];

export function helpCategory(id: HelpCategoryId): HelpCategory {
  const category = helpCategories.find((item) => item.id === id);
  if (!category) throw new Error(`Unknown help category ${id}`);
  return category;
}

const guideLinkLabel = "اقرأ الدليل كاملًا";

export const helpSections = {
  categories: {
    title: "تصفّح حسب الفئة",
    description: "اختر موضوعًا لترى كل ما كتبناه عنه من مقالات.",
  },
  popular: {
    title: "المقالات الأكثر قراءة",
    description: "الأدلة التي يطلبها عملاؤنا أكثر من غيرها.",
  },
  tutorials: {
    title: "أدلة خطوة بخطوة",
    description:
      "أكثر المهام التي يسأل عنها العملاء، باختصار. يحيلك كل دليل إلى المقالة التي تشرح كل خطوة بالتفصيل.",
    articleLabel: guideLinkLabel,
    /** The link's accessible name: the visible words, then which article. */
    articleFor: (title: string) => `${guideLinkLabel}: ${title}`,
  },
} satisfies typeof en.helpSections;

/** "5 خطوات · 6 دقائق قراءة": a guide's size, under its title. */
export function tutorialFacts(stepCount: number, readMinutes: number): string {
  return `${countOf(stepCount, nouns.step)} · ${helpArticleFacts.readTime(readMinutes)}`;
}

const tutorialCopy: Record<
  (typeof en.helpTutorials)[number]["id"],
  Pick<HelpTutorial, "title" | "summary" | "steps">
> = {
  "platform-tour": {
    title: "أسبوعاك الأولان مع Cedarwave",
    summary: "من رسالتك الأولى إلينا حتى إطلاق مشروعك، وأين تجد المساعدة.",
    steps: [
      "اطلب استشارة مجانية من صفحة «تواصل معنا» واختر الخدمة التي تحتاج إليها.",
      "قارن الباقات في صفحة الأسعار، وسنرشّح لك إحداها خلال المكالمة.",
      "وافق على العرض، والتقِ مهندس الإعداد المخصص لك في اجتماع الانطلاق.",
      "استلم خطة مشروعك، ومفتاحَي API (مفتاح الاختبار والمفتاح الفعلي) إن كانت باقتك تشمل الوصول إلى API.",
      "راجع العمل عند كل مرحلة، ثم أطلق مشروعك.",
    ],
  },
  "chatbot-setup": {
    title: "جهّز أول مساعد محادثة بالذكاء الاصطناعي",
    summary: "من ملفات المعرفة الأولى حتى مساعد محادثة يعمل على موقعك.",
    steps: [
      "حدّد للمساعد مهمة واحدة واضحة، وصِف شكل المحادثة الناجحة.",
      "اجمع مقالات المساعدة والأسئلة الشائعة وأسئلة عملائك الحقيقية.",
      "اتفق على نبرة الحديث واللغات ومتى يحوّل المحادثة إلى موظف.",
      "أضف وسم السكربت الخاص بأداة المحادثة إلى موقعك.",
      "اختبره بأسئلة حقيقية، وسُدّ الثغرات، ثم أطلقه.",
    ],
  },
  "api-first-request": {
    title: "أرسل أول طلب إلى API",
    summary: "استخدم مفتاح الاختبار لعرض النماذج وإرسال طلب إكمال محادثة.",
    steps: [
      `ضع مفتاح الاختبار في متغير البيئة ${apiFacts.keyEnvVar}.`,
      "اعرض النماذج المتاحة لك عبر GET /api/v1/models.",
      "أرسل طلب إكمال محادثة يتضمن نموذجًا والرسائل ودرجة الحرارة (temperature).",
      "اقرأ الرد في choices[0].message.content.",
      "لا تنتقل إلى المفتاح الفعلي إلا على خادم الإنتاج.",
    ],
  },
  "billing-walkthrough": {
    title: "غيّر باقتك أو احصل على فاتورة",
    summary: "كيف نتعامل اليوم مع تغيير الباقات والفواتير والإلغاء.",
    steps: [
      "تحقّق من موعد تحصيل رسوم باقتك: شهريًا، أو دفعة واحدة، أو كما ينص عرضك.",
      "اطلب الترقية أو الانتقال إلى باقة أدنى بفتح تذكرة من صفحة الدعم.",
      "حدّث جهة اتصال الفوترة أو بيانات شركتك بطلب من أحد الأشخاص المسجّلين في الحساب.",
      "اطلب من الدعم نسخة من فاتورة، مع ذكر رقمها أو شهرها.",
      "ألغِ الباقة الشهرية قبل موعد الفوترة التالي، وتبقى سارية حتى نهاية الشهر المدفوع.",
    ],
  },
};

export const helpTutorials = en.helpTutorials.map((tutorial) => ({
  ...tutorial,
  ...tutorialCopy[tutorial.id],
})) satisfies readonly HelpTutorial[];

export const helpStillNeedHelp = {
  title: "هل ما زلت بحاجة إلى مساعدة؟",
  description:
    "افتح تذكرة دعم أو راسل الفريق: تضم صفحة الدعم كل طرق التواصل معنا. تخطط لشيء جديد؟ حدّثنا عن مشروعك.",
  primary: { ...en.helpStillNeedHelp.primary, label: "تواصل مع الدعم" },
  secondary: { ...en.helpStillNeedHelp.secondary, label: "تواصل معنا" },
} satisfies CtaBanner;

/** "5 دقائق قراءة"، "دقيقة قراءة"، "11 دقيقة قراءة". */
function readTime(minutes: number): string {
  if (minutes === 1) return "دقيقة قراءة";
  if (minutes === 2) return "دقيقتا قراءة";
  return `${countOf(minutes, nouns.minute)} قراءة`;
}

/** How an article's facts read: "5 دقائق قراءة"، "آخر تحديث". */
export const helpArticleFacts = {
  readTime,
  lastUpdated: "آخر تحديث",
  /** A category's count of articles: "4 مقالات". */
  articleCount: (count: number) => countOf(count, nouns.article),
} as const;

/** A category's own page (/ar/help/category/<id>): every article of the category. */
export const helpCategoryPageCopy = {
  /** The document title: "مقالات المساعدة: حل المشكلات". */
  title: (category: HelpCategory) => `مقالات المساعدة: ${category.title}`,
  hero: (category: HelpCategory): PageHero => ({
    eyebrow: helpHero.eyebrow,
    title: category.title,
    description: category.description,
    secondary: helpCategoryPageCopy.back,
  }),
  /** The heading of the list, with its count: "5 مقالات". */
  listTitle: (count: number) => helpArticleFacts.articleCount(count),
  otherCategoriesTitle: "مواضيع أخرى",
  /** The hero's way back to every topic. */
  back: { ...en.helpCategoryPageCopy.back, label: "كل مواضيع المساعدة" },
} satisfies typeof en.helpCategoryPageCopy;

export const helpArticlePageCopy = {
  backLabel: "العودة إلى مركز المساعدة",
  relatedTitle: "مقالات ذات صلة",
  stillNeedHelp: {
    title: "هل ما زلت بحاجة إلى مساعدة؟",
    description: "افتح تذكرة تصف فيها ما تراه بالتفصيل، أو تواصل معنا بشأن مشروع جديد.",
    links: en.helpArticlePageCopy.stillNeedHelp.links.map((link) => ({
      ...link,
      label: link.href === "/support" ? "تواصل مع الدعم" : "تواصل معنا",
    })),
  },
} satisfies {
  backLabel: string;
  relatedTitle: string;
  stillNeedHelp: {
    title: string;
    description: string;
    links: readonly { label: string; href: string; icon: IconName }[];
  };
};
