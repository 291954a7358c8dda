/**
 * The company's figures in Arabic (src/content/figures.ts): the same numbers, Western digits as
 * the English tiles show them, and Arabic labels whose noun agrees with the number.
 */
import {
  departmentOf,
  recordFigure,
  responseHours,
  siteConfig,
  teamSize,
  type Department,
} from "@/config/site";
import * as en from "@/content/figures";
import type { Stat } from "@/content/types";

import { countOf, formatNumber, ltr, nouns, type CountedNoun } from "./site-phrases";

const { record, departments, serviceLevels } = siteConfig;

/** The noun that follows a number on a tile ("500+ | مشروع"): its form for that count alone. */
function nounAfter(count: number, noun: CountedNoun): string {
  return countOf(count, noun, "").trim();
}

const noun = {
  project: nouns.project,
  client: nouns.client,
  conversation: {
    one: "محادثة واحدة",
    two: "محادثتان",
    few: "محادثات",
    many: "محادثة",
    other: "محادثة",
  },
  person: { one: "شخص واحد", two: "شخصان", few: "أشخاص", many: "شخصًا", other: "شخص" },
  department: { one: "قسم واحد", two: "قسمين", few: "أقسام", many: "قسمًا", other: "قسم" },
  year: { one: "سنة واحدة", two: "سنتان", few: "سنوات", many: "سنة", other: "سنة" },
  certification: {
    one: "شهادة واحدة",
    two: "شهادتان",
    few: "شهادات",
    many: "شهادة",
    other: "شهادة",
  },
  learner: { one: "متدرب واحد", two: "متدربان", few: "متدربين", many: "متدربًا", other: "متدرب" },
  week: { one: "أسبوع واحد", two: "أسبوعان", few: "أسابيع", many: "أسبوعًا", other: "أسبوع" },
  hour: { one: "ساعة واحدة", two: "ساعتان", few: "ساعات", many: "ساعة", other: "ساعة" },
} satisfies Record<string, CountedNoun>;

/** "2M+" → 2,000,000: the count the conversations' noun agrees with. */
const interactions =
  Number.parseFloat(record.aiInteractions) * (/M/.test(record.aiInteractions) ? 1e6 : 1);

/** "2M+" as an Arabic tile writes it: "+2 مليون" (no Latin abbreviation). */
function millionsFigure(figure: string): string {
  const millions = /^(\d+(?:\.\d+)?)M\+$/.exec(figure)?.[1];
  return millions === undefined ? figure : `+${millions} مليون`;
}

/** "<200ms" → "أقل من 200 ملي ثانية"; "24/7" → "على مدار الساعة": the promises in words. */
function promiseFigure(figure: string): string {
  if (figure === "24/7") return "على مدار الساعة";
  const milliseconds = /^<\s*(\d+)\s*ms$/.exec(figure)?.[1];
  return milliseconds === undefined ? figure : `أقل من ${milliseconds} ملي ثانية`;
}

export const figures = {
  projectsDelivered: {
    number: en.figures.projectsDelivered.number,
    label: `${nounAfter(record.projectsDelivered, noun.project)} منجز منذ ${siteConfig.foundingYear}`,
  },
  clients: {
    number: en.figures.clients.number,
    label: `${nounAfter(record.clients, noun.client)}، منهم ${ltr(recordFigure(record.aiClients))} على خدماتنا للذكاء الاصطناعي`,
  },
  aiClients: {
    number: en.figures.aiClients.number,
    label: `${nounAfter(record.aiClients, noun.client)} على خدماتنا للذكاء الاصطناعي، من أصل ${ltr(recordFigure(record.clients))}`,
  },
  aiInteractions: {
    number: millionsFigure(en.figures.aiInteractions.number),
    label: `${nounAfter(interactions, noun.conversation)} تولّاها مساعدو المحادثة لدينا`,
  },
  aiRevenueIncrease: {
    number: en.figures.aiRevenueIncrease.number,
    label: "متوسط زيادة الإيرادات لدى عملاء الذكاء الاصطناعي بعد عام",
  },
  teamSize: {
    number: en.figures.teamSize.number,
    label: `${nounAfter(teamSize, noun.person)} في ${countOf(departments.length, noun.department)}، يقود كلًّا منها واحد منا`,
  },
  yearsOfExperience: {
    number: en.figures.yearsOfExperience.number,
    label: `${nounAfter(record.yearsOfExperience, noun.year)} من الخبرة للفرد في المتوسط`,
  },
  certifications: {
    number: en.figures.certifications.number,
    label: `${nounAfter(record.certifications, noun.certification)} مهنية يحملها أفراد الفريق`,
  },
  studentsTrained: {
    number: en.figures.studentsTrained.number,
    label: `${nounAfter(record.studentsTrained, noun.learner)} في برامجنا حتى اليوم`,
  },
} as const satisfies Record<keyof typeof en.figures, Stat>;

/** The services' promises in Arabic: what English writes in words, worded here. */
export const serviceLevelFigures = {
  ...en.serviceLevelFigures,
  onCall: promiseFigure(serviceLevels.onCall),
  aiResponse: promiseFigure(serviceLevels.aiResponse),
  replyTime: `أقل من ${countOf(responseHours, noun.hour)}`,
  pageLoad:
    serviceLevels.pageLoadSeconds === 1
      ? "أقل من ثانية"
      : `أقل من ${formatNumber(serviceLevels.pageLoadSeconds)} ثوانٍ`,
  releaseEvery: countOf(serviceLevels.releaseWeeks, noun.week),
  monthlyPrice: serviceLevels.fixedMonthlyPrice ? "ثابت" : "حسب الاستخدام",
} satisfies Record<keyof typeof en.serviceLevelFigures, string>;

const englishTiles: readonly [string, string][] = [
  ...Object.entries(en.figures).map(([key, tile]): [string, string] => [
    tile.number,
    figures[key as keyof typeof figures].number,
  ]),
  ...Object.entries(en.serviceLevelFigures).map(([key, number]): [string, string] => [
    number,
    serviceLevelFigures[key as keyof typeof serviceLevelFigures],
  ]),
];

/**
 * The number of an English stat tile as the Arabic tile writes it ("2M+" → "+2 مليون", "24/7" →
 * "على مدار الساعة"); a number that is no figure of these modules stays as it is.
 */
export function arabicFigure(number: string): string {
  return englishTiles.find(([english]) => english === number)?.[1] ?? number;
}

/** A number of people: "60 شخصًا". */
export function peopleCount(count: number): string {
  return countOf(count, noun.person);
}

/** A department's head count as its card says it: "16 شخصًا". */
export function headCountOf(id: Department["id"]): string {
  return countOf(departmentOf(id).headCount, noun.person);
}
