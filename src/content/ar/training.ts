/**
 * The Arabic /ar/training page. Ids, prices, durations, lessons, students, ratings, validities,
 * hrefs and office cities come from the English module and the site config; this file holds
 * only the Arabic words.
 */
import { siteConfig } from "@/config/site";
import * as en from "@/content/training";
import type { Certification, TrainingProgramme } from "@/content/training";
import type { PageHero, Stat, Testimonial } from "@/content/types";

import { figures } from "./figures";
import { officeCopy } from "./offices";
import { ltr } from "./site-phrases";

type ProgrammeId = (typeof en.trainingProgrammes)[number]["id"];
type CertificationId = (typeof en.certifications)[number]["id"];

const numberFormat = new Intl.NumberFormat("ar-u-nu-latn");
const ratingFormat = new Intl.NumberFormat("ar-u-nu-latn", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const pluralRules = new Intl.PluralRules("ar");

/** The forms of a counted noun: "أسبوع واحد", "أسبوعان", "3 أسابيع", "11 أسبوعًا", "100 أسبوع". */
interface CountForms {
  one: string;
  two: string;
  /** After 3–10 (and 103–110...): the plural. */
  few: string;
  /** After 11–99 (and 111–199...): the singular, accusative. */
  many: string;
  /** After 100, 101, 102, 1000...: the singular, genitive. */
  other: string;
}

function countOf(n: number, forms: CountForms): string {
  const figure = numberFormat.format(n);
  switch (pluralRules.select(n)) {
    case "one":
      return forms.one;
    case "two":
      return forms.two;
    case "few":
      return `${figure} ${forms.few}`;
    case "many":
      return `${figure} ${forms.many}`;
    default:
      return `${figure} ${forms.other}`;
  }
}

const weekForms: CountForms = {
  one: "أسبوع واحد",
  two: "أسبوعان",
  few: "أسابيع",
  many: "أسبوعًا",
  other: "أسبوع",
};
const lessonForms: CountForms = {
  one: "درس واحد",
  two: "درسان",
  few: "دروس",
  many: "درسًا",
  other: "درس",
};
const learnerForms: CountForms = {
  one: "متدرب واحد",
  two: "متدربان",
  few: "متدربين",
  many: "متدربًا",
  other: "متدرب",
};
const yearForms: CountForms = {
  one: "سنة واحدة",
  two: "سنتان",
  few: "سنوات",
  many: "سنة",
  other: "سنة",
};

/** "أربعة برامج" for 3–10 (prose reads the small count in words), else as countOf. */
function programmeCount(n: number): string {
  const words: Partial<Record<number, string>> = {
    3: "ثلاثة",
    4: "أربعة",
    5: "خمسة",
    6: "ستة",
    7: "سبعة",
    8: "ثمانية",
    9: "تسعة",
    10: "عشرة",
  };
  const word = words[n];
  return word
    ? `${word} برامج`
    : countOf(n, {
        one: "برنامج واحد",
        two: "برنامجان",
        few: "برامج",
        many: "برنامجًا",
        other: "برنامج",
      });
}

export const trainingHero = {
  ...en.trainingHero,
  eyebrow: "التدريب والشهادات",
  title: "تعلّم البناء بالذكاء الاصطناعي",
  highlight: "على أيدي من يبنونه ويطلقونه",
  description: `برامج تطبيقية يقدّمها مهندسو ${siteConfig.name}، من أول موجِّه تكتبه إلى تعلّم الآلة في بيئة الإنتاج، مع شهادات تُثبت ما تستطيع فعله.`,
  primary: { ...en.trainingHero.primary, label: "تصفّح البرامج" },
  secondary: { ...en.trainingHero.secondary, label: "تدريب المؤسسات" },
} satisfies PageHero;

const programmeText: Record<
  ProgrammeId,
  Pick<TrainingProgramme, "title" | "description" | "topics">
> = {
  "ai-fundamentals": {
    title: "أساسيات الذكاء الاصطناعي",
    description:
      "ما يستطيعه الذكاء الاصطناعي الحديث وما لا يستطيعه، وكيف تعمل النماذج اللغوية، وكيف تستخدمها بأمان وإنتاجية في عملك اليومي.",
    topics: ["كيف تعمل النماذج اللغوية", "كتابة موجِّهات فعّالة", "الاستخدام المسؤول والآمن"],
  },
  "conversational-ai-development": {
    title: "تطوير الذكاء الاصطناعي المحادثي",
    description:
      "صمّم مساعدي المحادثة والوكلاء الصوتيين وابنِها وقيّمها، لتجيب من قاعدة معارفك وتحوّل المحادثة إلى موظف في فريقك بسلاسة.",
    topics: ["التوليد المعزَّز بالاسترجاع (RAG)", "تصميم المحادثات", "التقييم والمراقبة"],
  },
  "machine-learning-engineering": {
    title: "هندسة تعلّم الآلة",
    description:
      "درّب النماذج واضبطها ضبطًا دقيقًا وانشرها وراقبها في بيئة الإنتاج، مع مسارات البيانات والاختبارات وممارسات MLOps التي تعتمدها فرقنا.",
    topics: ["الضبط الدقيق والتقييم", "تشغيل النماذج وتوسيع نطاقها", "MLOps والمراقبة"],
  },
  "ai-automation": {
    title: "الأتمتة بالذكاء الاصطناعي للشركات",
    description:
      "ارسم خريطة عملياتك، واختر أنسبها للأتمتة، وابنِ مسارات عمل موثوقة مدعومة بالذكاء الاصطناعي، مع إشراف بشري حيث يلزم.",
    topics: [
      "استكشاف العمليات",
      "تصميم مسارات العمل وواجهات API",
      "المراجعة البشرية داخل مسار العمل",
    ],
  },
};

export const trainingProgrammes = en.trainingProgrammes.map((programme) => ({
  ...programme,
  ...programmeText[programme.id],
})) satisfies readonly TrainingProgramme[];

export const programmeCopy = {
  title: "البرامج التدريبية",
  description: `${programmeCount(en.trainingProgrammes.length)} تتعلم فيها وفق وتيرتك، مع جلسات مباشرة أسبوعية ومرشد لكل دفعة.`,
  featured: "الأكثر طلبًا",
  free: "مجاني",
  enrol: "سجّل الآن",
  enrolFree: "ابدأ التعلّم",
  facts: {
    duration: "المدة",
    lessons: "الدروس",
    students: "المتدربون",
    rating: "التقييم",
  },
  /** The level badge: the English level is the key (it also picks the badge's icon). */
  levels: {
    Beginner: "مبتدئ",
    Intermediate: "متوسط",
    Advanced: "متقدم",
  } satisfies Record<TrainingProgramme["level"], string>,
  weeks: (weeks: number) => countOf(weeks, weekForms),
  lessons: (lessons: number) => countOf(lessons, lessonForms),
  students: (students: number) => countOf(students, learnerForms),
  rating: (rating: number) => `${ratingFormat.format(rating)} من 5`,
} as const;

export function formatTrainingPrice(price: number): string {
  return price === 0 ? programmeCopy.free : `$${numberFormat.format(price)}`;
}

/** The Arabic programme a /contact?plan=training-... value names (for the Arabic contact form). */
export function findTrainingProgramme(plan: string): TrainingProgramme | undefined {
  return trainingProgrammes.find((programme) => `training-${programme.id}` === plan);
}

const certificationText: Record<
  CertificationId,
  Pick<Certification, "title" | "description"> & {
    /** The requirements, given the title of the programme that prepares for the certification. */
    requirements: (programme: string) => readonly string[];
  }
> = {
  "certified-ai-practitioner": {
    title: "ممارس معتمد في الذكاء الاصطناعي",
    description:
      "تُثبت قدرتك على توظيف أدوات الذكاء الاصطناعي بمسؤولية في مهام عمل حقيقية، وعلى شرح حدودها لزملائك وعملائك.",
    requirements: (programme) => [
      `إتمام برنامج «${programme}»`,
      "اجتياز اختبار إلكتروني من 60 سؤالًا (درجة النجاح 75%)",
      "تقديم دراسة حالة قصيرة عن توظيف الذكاء الاصطناعي في عملك",
    ],
  },
  "certified-conversational-ai-developer": {
    title: "مطوّر معتمد في الذكاء الاصطناعي المحادثي",
    description:
      "تُثبت قدرتك على بناء مساعد محادثة بجودة الإنتاج وتقييمه وتشغيله، مستندًا إلى قاعدة معارف حقيقية.",
    requirements: (programme) => [
      `إتمام برنامج «${programme}»`,
      "بناء مساعد محادثة في مشروع ختامي وعرضه مع تقرير تقييم",
      "اجتياز تقييم عملي مدته 90 دقيقة",
    ],
  },
  "certified-ml-engineer": {
    title: "مهندس معتمد في تعلّم الآلة",
    description:
      "أعلى شهاداتنا متطلبات: تُثبت قدرتك على نقل نموذج من البيانات إلى خدمة إنتاجية خاضعة للمراقبة، والحفاظ على سلامتها.",
    requirements: (programme) => [
      `إتمام برنامج «${programme}»`,
      "نشر نموذج في مشروع ختامي مع المراقبة وخطة تراجع",
      `اجتياز مقابلة تقنية مع أحد كبار مهندسي ${siteConfig.name}`,
    ],
  },
};

export const certifications = en.certifications.map((certification) => {
  const text = certificationText[certification.id];
  return {
    ...certification,
    title: text.title,
    description: text.description,
    requirements: text.requirements(programmeText[certification.preparedBy].title),
  };
}) satisfies readonly Certification[];

export const certificationCopy = {
  title: "الشهادات المهنية",
  description: `احصل على شهادة تُثبت مهاراتك. مدة صلاحية كل شهادة ${countOf(en.certifications[0].validity, yearForms)}، ويمكن تجديدها بتقييم تنشيطي قصير.`,
  requirementsLabel: "المتطلبات",
  validityLabel: "مدة الصلاحية",
  validity: (years: number) => countOf(years, yearForms),
  preparedByLabel: "البرنامج المؤهِّل",
} as const;

export const enterpriseTraining = {
  title: "تدريب المؤسسات",
  description: `طوّر مهارات فريقك كله ببرنامج مبني حول أدواتك وبياناتك وأهدافك، يُقدَّم حضوريًا في ${officeCopy(siteConfig.offices.beirut).city} أو ${officeCopy(siteConfig.offices.sanFrancisco).city}، أو عن بُعد أينما كنت.`,
  features: [
    "منهج مصمَّم لحالات استخدامك ومجموعة تقنياتك",
    "ورش عمل مباشرة حضوريًا أو عن بُعد، بتوقيت منطقتك",
    "دفعات خاصة مع مدرّب مخصص ومرشدين",
    "تقارير تقدّم وشهادة لكل مشارك",
    "أسعار خاصة للفرق من 10 أشخاص فأكثر",
  ],
  primary: { ...en.enterpriseTraining.primary, label: "تواصل مع المبيعات" },
  secondary: { ...en.enterpriseTraining.secondary, label: "احجز عرضًا توضيحيًا" },
} as const;

/** Keyed by the English name, which stays the key of the person's portrait and data. */
const testimonialText: Partial<Record<string, Pick<Testimonial, "name" | "role" | "content">>> = {
  "Fadi Aboud": {
    name: "فادي عبود",
    role: "محلل عمليات",
    content:
      "غطّى برنامج الأتمتة بالذكاء الاصطناعي كلفته في شهر واحد: في الأسبوع الثالث أتمتُّ تقارير الشحنات المتعثرة، فاستعاد فريقي يومًا كاملًا كل أسبوع.",
  },
  "Priya Raman": {
    name: "بريا رامان",
    role: "مهندسة برمجيات",
    content:
      "لم ألتحق بدورة أكثر عملية من برنامج تطوير الذكاء الاصطناعي المحادثي. وحدة التقييم وحدها غيّرت طريقة فريقنا في إطلاق أي ميزة تعتمد على الذكاء الاصطناعي.",
  },
  "Lena Vogel": {
    name: "لينا فوغل",
    role: "رئيسة قسم البيانات",
    content:
      "سجّلنا اثني عشر من زملائنا في برنامج تدريب المؤسسات. بُني المنهج على بياناتنا نحن، ومنحت الشهادةُ فريقَنا ثقة حقيقية أمام العملاء.",
  },
};

export const trainingTestimonials = {
  title: "ماذا يقول متدربونا",
  description: `تدرّب مع ${siteConfig.name} ${ltr(figures.studentsTrained.number)} مهني.`,
  items: en.trainingTestimonials.items.map((item) => {
    const text = testimonialText[item.name];
    if (!text) throw new Error(`No Arabic text for the testimonial of ${item.name}`);
    // The English name stays the portrait's key (Testimonial.portrait): the shown name is Arabic.
    return { ...item, ...text, portrait: item.name };
  }),
} satisfies { title: string; description: string; items: readonly Testimonial[] };

const statLabels: readonly string[] = [
  "برامج تدريبية",
  figures.studentsTrained.label,
  "شهادات مهنية",
  "متوسط التقييم",
];

/** The English figures (derived from the programmes), with Arabic labels. */
export const trainingStats = en.trainingStats.map((stat, i) => ({
  ...stat,
  label: statLabels[i] ?? stat.label,
})) satisfies readonly Stat[];
