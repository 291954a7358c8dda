/**
 * The visible text of src/config/site.ts in Arabic. The facts (phones, emails, hours, time
 * zones, postal codes, the record) stay in the config; only the words are here.
 */
import { siteConfig, type Office } from "@/config/site";

import { countOf } from "./site-phrases";

interface OfficeCopy {
  name: string;
  street: string;
  city: string;
  country: string;
  /** The state or region, where the config has one ("CA"). */
  region?: string;
  /** The working days as visitors read them ("Mon–Fri"). */
  days: string;
  /** The time zone as visitors read it ("Beirut time"). */
  zoneName: string;
}

type OfficeKey = keyof typeof siteConfig.offices;

/** "within 24 hours" → "خلال 24 ساعة": the hours are read from the English fact. */
function responseTimeAr(english: string): string {
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

function criticalResponseTimeAr(english: string): string {
  const arabic = criticalResponseTimes[english];
  if (arabic === undefined) throw new Error(`No Arabic wording for "${english}"`);
  return arabic;
}

export const siteCopy = {
  name: siteConfig.name,
  legalName: siteConfig.legalName,
  tagline: "خدمات الذكاء الاصطناعي وتقنية المعلومات التي تدفع أعمالك إلى الأمام",
  description:
    "تبني Cedarwave حلول الذكاء الاصطناعي المحادثي ومنشئ المواقع بالذكاء الاصطناعي وحلول الذكاء الاصطناعي المخصصة والأتمتة بالذكاء الاصطناعي، وتقدّم للشركات النامية تطوير المواقع وتطبيقات الجوال والحلول السحابية والأمن السيبراني والدعم التقني.",
  /** `siteConfig.responseTime` ("within 24 hours"), as pages write it. */
  responseTime: responseTimeAr(siteConfig.responseTime),
  /** `siteConfig.criticalResponseTime` ("within one hour, around the clock"). */
  criticalResponseTime: criticalResponseTimeAr(siteConfig.criticalResponseTime),
  offices: {
    beirut: {
      name: "المقر الرئيسي",
      street: "جادة شارل مالك، الأشرفية",
      city: "بيروت",
      country: "لبنان",
      days: "من الاثنين إلى الجمعة",
      zoneName: "بتوقيت بيروت",
    },
    sanFrancisco: {
      name: "مكتب الولايات المتحدة",
      street: "535 Mission Street، الطابق 14",
      city: "سان فرانسيسكو",
      region: "كاليفورنيا",
      country: "الولايات المتحدة",
      days: "من الاثنين إلى الجمعة",
      zoneName: "بتوقيت المحيط الهادئ",
    },
  },
} as const satisfies {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  responseTime: string;
  criticalResponseTime: string;
  offices: Record<OfficeKey, OfficeCopy>;
};

/** The reply every message, ticket and email gets ("خلال 24 ساعة"), as sentences write it. */
export const responseTime: string = siteCopy.responseTime;
/** Critical tickets ("خلال ساعة واحدة، على مدار الساعة"). */
export const criticalResponseTime: string = siteCopy.criticalResponseTime;

const officeKeys: Record<Office["id"], OfficeKey> = {
  beirut: "beirut",
  "san-francisco": "sanFrancisco",
};

/** The Arabic words of one office of the config. */
export function officeCopy(office: Office): OfficeCopy {
  return siteCopy.offices[officeKeys[office.id]];
}

/** "9 صباحًا"، "6 مساءً"، "12:30 ظهرًا" from a 24-hour "HH:MM", as Arabic readers say the hour. */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const clock = minutes === 0 ? `${hour12}` : `${hour12}:${String(minutes).padStart(2, "0")}`;
  const part = hours < 12 ? "صباحًا" : hours === 12 ? "ظهرًا" : "مساءً";
  return `${clock} ${part}`;
}

/** "من الاثنين إلى الجمعة، 9 صباحًا – 6 مساءً بتوقيت بيروت": `formatOfficeHours` in Arabic. */
export function formatOfficeHoursAr(office: Office): string {
  const { opens, closes } = office.hours;
  const { days, zoneName } = officeCopy(office);
  return `${days}، ${clockTime(opens)} – ${clockTime(closes)} ${zoneName}`;
}

/** "جادة شارل مالك، الأشرفية، بيروت، لبنان": `formatAddress` in Arabic (the postal code as in the config). */
export function formatAddressAr(office: Office): string {
  const { street, city, region, country } = officeCopy(office);
  const cityLine = [city, [region, office.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join("، ");
  return [street, cityLine, country].join("، ");
}
