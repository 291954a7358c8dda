/**
 * The offices of src/config/site.ts in Arabic words (siteCopy.offices): names, street, city,
 * region, country, working days and time zone, and formatOfficeHours and formatAddress in
 * Arabic: the mirror of ../offices.ts. Its own module, apart from siteCopy: the forms' copy,
 * which client components carry, needs the offices' words and not the site's tagline and
 * description.
 */
import { type Office, type siteConfig } from "@/config/site";
import type { OfficeCopy } from "@/content/offices";

type OfficeKey = keyof typeof siteConfig.offices;

export const officeWords = {
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
} as const satisfies Record<OfficeKey, OfficeCopy>;

const officeKeys: Record<Office["id"], OfficeKey> = {
  beirut: "beirut",
  "san-francisco": "sanFrancisco",
};

/** The Arabic words of one office of the config. */
export function officeCopy(office: Office): OfficeCopy {
  return officeWords[officeKeys[office.id]];
}

/** "9 صباحًا"، "6 مساءً"، "12:30 ظهرًا" from a 24-hour "HH:MM", as Arabic readers say the hour. */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const clock = minutes === 0 ? `${hour12}` : `${hour12}:${String(minutes).padStart(2, "0")}`;
  const part = hours < 12 ? "صباحًا" : hours === 12 ? "ظهرًا" : "مساءً";
  return `${clock} ${part}`;
}

/** "من الاثنين إلى الجمعة، 9 صباحًا – 6 مساءً بتوقيت بيروت": `formatOfficeHours` of ../offices.ts in Arabic. */
export function formatOfficeHours(office: Office): string {
  const { opens, closes } = office.hours;
  const { days, zoneName } = officeCopy(office);
  return `${days}، ${clockTime(opens)} – ${clockTime(closes)} ${zoneName}`;
}

/** "جادة شارل مالك، الأشرفية، بيروت، لبنان": `formatAddress` of ../offices.ts in Arabic (the postal code as in the config). */
export function formatAddress(office: Office): string {
  const { street, city, region, country } = officeCopy(office);
  const cityLine = [city, [region, office.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join("، ");
  return [street, cityLine, country].join("، ");
}
