/**
 * The /team page in Arabic (src/content/team.ts). People's names in Arabic script (the glossary);
 * portraits (keyed by the English name) and profile links stay the English data's.
 */
import { siteConfig } from "@/config/site";
import * as en from "@/content/team";
import type { TeamMember } from "@/content/team";
import type { CtaBanner, Feature, PageHero, Stat } from "@/content/types";

import { siteCopy } from "./site";
import { ltr } from "./site-phrases";
import { withCopy } from "./ui";

type MemberName = (typeof en.leadership)[number]["name"];
type MemberCopy = Pick<TeamMember, "name" | "role" | "roleTitle" | "bio" | "expertise">;

export const teamHero = {
  eyebrow: "الأشخاص وراء Cedarwave",
  title: "تعرّف إلى الفريق الذي يبني",
  highlight: "ما هو آتٍ",
  description:
    "نواة صغيرة من ذوي الخبرة، وشبكة أوسع من المتخصصين المعتمدين، وعادة واحدة تجمعنا: أن ننجز العمل كما ينبغي ونشرحه بوضوح.",
  primary: { ...en.teamHero.primary, label: "اعمل معنا" },
  secondary: { ...en.teamHero.secondary, label: "معلومات الشركة" },
} satisfies PageHero;

export const leadershipIntro = {
  title: "القيادة",
  description: "الأعضاء الأساسيون الذين يديرون Cedarwave ويتحمّلون مسؤولية كل مشروع نتولّاه.",
};

/** By the English name (the data's key); each person's name in Arabic script. */
const memberCopy: Record<MemberName, MemberCopy> = {
  "Karim Nassar": {
    name: "كريم نصار",
    role: "الرئيس",
    roleTitle: "الرئيس والشريك المؤسس",
    bio: `شارك كريم نصار في تأسيس Cedarwave عام ${siteConfig.foundingYear} بعد عقد أمضاه في قيادة فرق هندسية لدى مصارف وشركات تجزئة. يرسم توجّه الشركة، وما زال يراجع بنفسه كل بنية تقنية كبرى.`,
    expertise: ["استراتيجية الأعمال", "البنية التقنية للمؤسسات", "الشراكات"],
  },
  "Maya Sfeir": {
    name: "مايا صفير",
    role: "الرئيسة التنفيذية",
    roleTitle: "الرئيسة التنفيذية والشريكة المؤسِّسة",
    bio: "تدير مايا صفير أعمال Cedarwave اليومية، من تسليم مشاريع العملاء إلى التوظيف. وقبل أن تشارك في تأسيس الشركة، قادت فرق منتجات في الذكاء الاصطناعي أطلقت مساعدين أذكياء يستخدمهم الملايين.",
    expertise: ["استراتيجية منتجات الذكاء الاصطناعي", "العمليات", "تسليم مشاريع العملاء"],
  },
  "Daniel Okafor": {
    name: "دانيال أوكافور",
    role: "المدير التقني",
    roleTitle: "الرئيس التنفيذي للتقنية",
    bio: "يقود دانيال أوكافور الهندسة في الذكاء الاصطناعي والمواقع وتطبيقات الجوال والسحابة. وهو مهندس بنية سحابية معتمد، يحرص على برمجيات سريعة وآمنة وعلى الاختبارات التي تُبقيها كذلك.",
    expertise: ["التعلّم الآلي", "البنية السحابية", "هندسة الأمن"],
  },
  "Sofia Marquez": {
    name: "صوفيا ماركيز",
    role: "مديرة التسويق",
    roleTitle: "الرئيسة التنفيذية للتسويق",
    bio: `تقود صوفيا ماركيز التسويق والنمو في الولايات المتحدة من مكتبنا في ${siteCopy.offices.sanFrancisco.city}. تحوّل التقنيات المعقّدة إلى قصص واضحة، وتقيس كل حملة بما تحققه من إيرادات.`,
    expertise: ["التسويق من أجل النمو", "استراتيجية العلامة التجارية", "تحليلات التسويق"],
  },
  "Jad Aoun": {
    name: "جاد عون",
    role: "العلاقات العامة",
    roleTitle: "رئيس العلاقات العامة",
    bio: "يرعى جاد عون صوت Cedarwave لدى الصحافة والمحللين والمجتمع، وهو جهة الاتصال الأولى للصحفيين ومنظّمي الفعاليات.",
    expertise: ["العلاقات الإعلامية", "الاتصال المؤسسي", "الفعاليات"],
  },
};

export const leadership = en.leadership.map((member) => ({
  ...member,
  ...memberCopy[member.name],
})) satisfies readonly TeamMember[];

/** "20+": the certifications figure of the English stat tiles, written once there (isolated in
 * a sentence, as the tiles show it: else its plus sign moves to the other side). */
const certifications = en.teamStats[3].number;

export const teamStats = withCopy(en.teamStats, [
  { label: "أعضاء الفريق الأساسي" },
  { label: "سنوات الخبرة في المتوسط" },
  { label: "مشروع مكتمل" },
  { label: "شهادة مهنية" },
]) satisfies readonly Stat[];

export const departments = {
  title: "أقسامنا",
  description: "أربعة فرق ومنهجية واحدة: يحصل كل مشروع على المتخصصين الذين يحتاجهم.",
  items: withCopy(en.departments.items, [
    {
      title: "الذكاء الاصطناعي والبيانات",
      description:
        "الذكاء الاصطناعي المحادثي والنماذج المخصصة والأتمتة والتحليلات، من النموذج الأولي حتى بيئة الإنتاج.",
    },
    {
      title: "الهندسة",
      description: "مطوّرو مواقع وتطبيقات جوال يبنون منتجات سريعة وسهلة الوصول ومختبَرة جيدًا.",
    },
    {
      title: "السحابة والأمن",
      description: "مهندسو بنية سحابية معتمدون ومتخصصون في الأمن يُبقون الأنظمة عاملة وآمنة.",
    },
    {
      title: "نجاح العملاء والدعم",
      description: "مديرو حسابات ومكتب مساعدة يعمل على مدار الساعة يحرصون على ألّا يفوتنا شيء.",
    },
  ]),
} satisfies { title: string; description: string; items: readonly Feature[] };

export const cultureValues = {
  title: "ثقافتنا",
  description: "القيم التي نوظّف على أساسها ونحاسب أنفسنا بها.",
  items: withCopy(en.cultureValues.items, [
    {
      title: "إتقان الصنعة",
      description: "نعتز بالتفاصيل: شيفرة نظيفة، وتصميم واضح، وعمل يدوم.",
    },
    {
      title: "الشفافية",
      description: "أسعار ثابتة، وجداول زمنية صادقة، وإجابات صريحة، حتى حين تكون الأخبار سيئة.",
    },
    {
      title: "روح المسؤولية",
      description: "نتعامل مع مشروعك كأنه مشروعنا، ونبقى إلى جانبه طويلًا بعد إطلاقه.",
    },
    {
      title: "تعلّم مستمر",
      description: `${ltr(certifications)} شهادة مهنية والعدد في ازدياد: ندرس الأدوات قبل أن نبيعها.`,
    },
  ]),
} satisfies { title: string; description: string; items: readonly Feature[] };

export const joinUs = {
  title: "انضم إلى فريقنا",
  description:
    "يسعدنا دائمًا التعرّف إلى مهندسين ومصممين ومستشارين موهوبين. حدّثنا عن نفسك وعن العمل الذي تحبه.",
  primary: { ...en.joinUs.primary, label: "تواصل معنا" },
  secondary: { ...en.joinUs.secondary, label: "عن الشركة" },
} satisfies CtaBanner;
