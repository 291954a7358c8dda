/**
 * The visible text of src/config/site.ts in Arabic. The facts (phones, emails, hours, time
 * zones, postal codes, the record) stay in the config; only the words are here.
 */
import { siteConfig, type Office } from "@/config/site";

import { addressOf } from "./site-phrases";
import { arabicCount } from "./ui";

interface OfficeCopy {
  name: string;
  city: string;
  country: string;
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
  return `خلال ${arabicCount(Number(hours), {
    one: "ساعة واحدة",
    two: "ساعتين",
    few: "ساعات",
    many: "ساعة",
    single: "ساعة",
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
      city: "بيروت",
      country: "لبنان",
      days: "من الاثنين إلى الجمعة",
      zoneName: "بتوقيت بيروت",
    },
    sanFrancisco: {
      name: "مكتب الولايات المتحدة",
      city: "سان فرانسيسكو",
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

const officeKeys: Record<Office["id"], OfficeKey> = {
  beirut: "beirut",
  "san-francisco": "sanFrancisco",
};

/** The Arabic words of one office of the config. */
export function officeCopy(office: Office): OfficeCopy {
  return siteCopy.offices[officeKeys[office.id]];
}

/** "09:00" → "9:00": a 24-hour time without its leading zero. */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours}:${String(minutes).padStart(2, "0")}`;
}

/** "من الاثنين إلى الجمعة، 9:00–18:00 بتوقيت بيروت": `formatOfficeHours` in Arabic. */
export function formatOfficeHoursAr(office: Office): string {
  const { opens, closes } = office.hours;
  const { days, zoneName } = officeCopy(office);
  return `${days}، ${clockTime(opens)}–${clockTime(closes)} ${zoneName}`;
}

/**
 * "جادة شارل مالك، الأشرفية، بيروت، لبنان": `formatAddress` in Arabic, the one wording of the
 * offices' addresses (site-phrases' `addressOf`, also used by the legal pages and the press
 * release), so the contact cards and company facts no longer show "CA 94105" or another street.
 */
export function formatAddressAr(office: Office): string {
  return addressOf(office);
}
