/**
 * The /team page in Arabic (src/content/team.ts). People's names in Arabic script (the glossary);
 * portraits (keyed by the English name, drawn from each leader's look) and profile links stay
 * the English data's.
 */
import { siteConfig, type Department } from "@/config/site";
import * as en from "@/content/team";
import type { TeamMember } from "@/content/team";
import type { CtaBanner, Feature, PageHero, Stat } from "@/content/types";

import { figures, headCountOf } from "./figures";
import { siteCopy } from "./site";
import { countOf, ltr } from "./site-phrases";
import { withCopy } from "./ui";

type MemberName = (typeof en.leadership)[number]["name"];
type MemberCopy = Pick<TeamMember, "name" | "roleTitle" | "bio" | "expertise">;

/** The departments' names in Arabic, by id (the English names are in the English module). */
const departmentNames = {
  "ai-data": "الذكاء الاصطناعي والبيانات",
  engineering: "الهندسة",
  "cloud-security": "السحابة والأمن",
  "client-success": "نجاح العملاء والدعم",
  "marketing-sales": "التسويق والمبيعات",
} satisfies Record<Department["id"], string>;

/** "يقود قسم الهندسة · 17 شخصًا" ("تقود" for a woman). */
export function leadsLine(name: string, headCount: string, verb = "يقود"): string {
  return `${verb} قسم ${name} · ${headCount}`;
}

export const teamHero = {
  eyebrow: "الأشخاص وراء Cedarwave",
  title: "تعرّف إلى الفريق الذي يبني",
  highlight: "ما هو آتٍ",
  description: `${ltr(figures.teamSize.number)} ${figures.teamSize.label}، وعادة واحدة تجمعنا: أن ننجز العمل كما ينبغي ونشرحه بوضوح.`,
  primary: { ...en.teamHero.primary, label: "اعمل معنا" },
  secondary: { ...en.teamHero.secondary, label: "معلومات الشركة" },
} satisfies PageHero;

export const leadershipIntro = {
  title: "القيادة",
  description: "خمسة قادة، يرأس كلٌّ منهم قسمًا، ويتحمّلون مسؤولية كل مشروع نتولّاه.",
};

/** By the English name (the data's key); each person's name in Arabic script. */
const memberCopy: Record<MemberName, MemberCopy> = {
  "Karim Nassar": {
    name: "كريم نصار",
    roleTitle: "الرئيس والشريك المؤسس",
    bio: `شارك كريم نصار في تأسيس Cedarwave عام ${siteConfig.foundingYear} بعد عقد أمضاه في قيادة فرق هندسية لدى مصارف وشركات تجزئة. يقود مهندسي المواقع وتطبيقات الجوال لدينا، وما زال يراجع بنفسه كل بنية تقنية كبرى.`,
    expertise: ["قيادة الفرق الهندسية", "البنية التقنية للمؤسسات", "الشراكات"],
  },
  "Maya Sfeir": {
    name: "مايا صفير",
    roleTitle: "الرئيسة التنفيذية والشريكة المؤسِّسة",
    bio: "تدير مايا صفير Cedarwave وتقود فريق الذكاء الاصطناعي والبيانات فيها. وقبل أن تشارك في تأسيس الشركة، قادت فرق منتجات في الذكاء الاصطناعي أطلقت مساعدي محادثة يستخدمهم الملايين.",
    expertise: ["استراتيجية منتجات الذكاء الاصطناعي", "العمليات", "تسليم مشاريع العملاء"],
  },
  "Daniel Okafor": {
    name: "دانيال أوكافور",
    roleTitle: "المدير التقني",
    bio: "يضع دانيال أوكافور المعايير التقنية لكل فرقنا، ويقود بنفسه قسم السحابة والأمن. وهو مهندس بنية سحابية معتمد، يحرص على برمجيات سريعة وآمنة وعلى الاختبارات التي تُبقيها كذلك.",
    expertise: ["التعلّم الآلي", "البنية السحابية", "هندسة الأمن"],
  },
  "Sofia Marquez": {
    name: "صوفيا ماركيز",
    roleTitle: "مديرة التسويق",
    bio: `تقود صوفيا ماركيز التسويق والمبيعات من مكتبنا في ${siteCopy.offices.sanFrancisco.city}. تحوّل التقنيات المعقّدة إلى قصص واضحة، وتقيس كل حملة بما تحققه من إيرادات.`,
    expertise: ["التسويق من أجل النمو", "استراتيجية العلامة التجارية", "تحليلات التسويق"],
  },
  "Jad Aoun": {
    name: "جاد عون",
    roleTitle: "رئيس العلاقات العامة ونجاح العملاء",
    bio: "يقود جاد عون مديري الحسابات ومكتب المساعدة الذي يجيب عملاءنا على مدار الساعة. ويتحدث أيضًا باسم Cedarwave إلى الصحافة، وهو جهة الاتصال الأولى للصحفيين.",
    expertise: ["العلاقات مع العملاء", "عمليات الدعم", "العلاقات الإعلامية"],
  },
};

export const leadership = en.leadership.map((member) => {
  const department = en.leaderDepartments[member.name];
  return {
    ...member,
    ...memberCopy[member.name],
    // Arabic has no short form of these titles (no "CEO"): the card shows the title in full.
    role: memberCopy[member.name].roleTitle,
    leads: leadsLine(
      departmentNames[department],
      headCountOf(department),
      // Arabic speaks of a woman in the feminine: as her portrait, from the English data's look.
      member.look.presents === "woman" ? "تقود" : "يقود",
    ),
  };
}) satisfies readonly TeamMember[];

/** The certifications figure, isolated in a sentence as the tiles show it (else its plus sign
 * moves to the other side). */
const certifications = figures.certifications.number;

export const teamStats = [
  figures.teamSize,
  figures.projectsDelivered,
  figures.yearsOfExperience,
  figures.certifications,
] satisfies readonly Stat[];

/** "16 شخصًا، بقيادة مايا صفير.": a department card's last line. */
function ledBy(id: Department["id"]): string {
  return `${headCountOf(id)}، بقيادة ${memberCopy[en.leaderOf(id)].name}.`;
}

export const departments = {
  title: "أقسامنا",
  description: `${countOf(siteConfig.departments.length, {
    one: "فريق واحد",
    two: "فريقان",
    few: "فرق",
    many: "فريقًا",
    other: "فريق",
  })} ومنهجية واحدة: يحصل كل مشروع على المتخصصين الذين يحتاجهم.`,
  items: withCopy(en.departments.items, [
    {
      title: departmentNames["ai-data"],
      description: `الذكاء الاصطناعي المحادثي والنماذج المخصصة والأتمتة والتحليلات، من النموذج الأولي حتى بيئة الإنتاج. ${ledBy("ai-data")}`,
    },
    {
      title: departmentNames.engineering,
      description: `مطوّرو مواقع وتطبيقات جوال يبنون منتجات سريعة وسهلة الوصول ومختبَرة جيدًا. ${ledBy("engineering")}`,
    },
    {
      title: departmentNames["cloud-security"],
      description: `مهندسو بنية سحابية معتمدون ومتخصصون في الأمن يُبقون الأنظمة عاملة وآمنة. ${ledBy("cloud-security")}`,
    },
    {
      title: departmentNames["client-success"],
      description: `مديرو حسابات ومكتب مساعدة يعمل على مدار الساعة يحرصون على ألّا يفوتنا شيء. ${ledBy("client-success")}`,
    },
    {
      title: departmentNames["marketing-sales"],
      description: `التسويق والشراكات والمبيعات في ${siteCopy.offices.beirut.city} و${siteCopy.offices.sanFrancisco.city}، وصوتنا لدى الصحافة. ${ledBy("marketing-sales")}`,
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
