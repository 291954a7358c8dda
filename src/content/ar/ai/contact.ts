/** /ai-services/contact in Arabic: the AI demo request. Office facts come from siteConfig. */
import { siteConfig, type Office } from "@/config/site";
import type * as en from "@/content/ai/contact";
import type { PageHero } from "@/content/types";

const sf = siteConfig.offices.sanFrancisco;

/** The offices' cities, by office id (the English names are in siteConfig). */
const cities: Record<Office["id"], string> = {
  beirut: "بيروت",
  "san-francisco": "سان فرانسيسكو",
};

/** The working days and time zones as siteConfig writes them, in Arabic. */
const days: Record<string, string> = { "Mon–Fri": "من الاثنين إلى الجمعة" };
const zones: Record<string, string> = {
  "Beirut time": "بتوقيت بيروت",
  "Pacific Time": "بتوقيت المحيط الهادئ",
};

function lookup(table: Record<string, string>, key: string): string {
  const value = table[key];
  if (value === undefined) throw new Error(`No Arabic for "${key}"`);
  return value;
}

/** "9 صباحًا"، "6 مساءً"، "12:30 ظهرًا" from a 24-hour "HH:MM". */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const clock = minutes === 0 ? `${hour12}` : `${hour12}:${String(minutes).padStart(2, "0")}`;
  const part = hours < 12 ? "صباحًا" : hours < 15 ? "ظهرًا" : "مساءً";
  return `${clock} ${part}`;
}

/** "من الاثنين إلى الجمعة، 9 صباحًا–6 مساءً بتوقيت المحيط الهادئ". */
function officeHours(office: Office): string {
  const { opens, closes } = office.hours;
  return `${lookup(days, office.hours.days)}، ${clockTime(opens)}–${clockTime(closes)} ${lookup(zones, office.hours.zoneName)}`;
}

/** siteConfig.responseTime ("within 24 hours") in Arabic, its number taken from it. */
function responseTime(): string {
  const match = /^within (\d+) hours$/.exec(siteConfig.responseTime);
  if (!match) throw new Error(`No Arabic for the response time "${siteConfig.responseTime}"`);
  return `خلال ${match[1]} ساعة`;
}

const city = cities[sf.id];

export const aiContactHero = {
  eyebrow: "طلب عرض توضيحي",
  title: "اطلب عرضًا مباشرًا",
  highlight: "لذكائنا الاصطناعي",
  description: `شاهد ذكاءنا الاصطناعي وهو يعمل على حالتك أنت. أخبرنا بما تريد أتمتته، وسيُعدّ فريقنا في ${city} عرضًا توضيحيًا مصممًا لك.`,
} satisfies PageHero;

export const demoRequest = {
  title: "اطلب عرضك التوضيحي",
  description: `هذا طلب عرض توضيحي وليس عملية شراء: نرد عليك ${responseTime()} لتحديد موعد جلسة مدتها 30 دقيقة مصممة لنشاطك التجاري.`,
  steps: [
    "أخبرنا عن نشاطك التجاري وما تريد أن يؤديه الذكاء الاصطناعي",
    "نُعدّ عرضًا توضيحيًا بمحتواك أنت",
    "نستعرضه معك مباشرةً ونجيب عن أسئلتك",
  ],
} satisfies typeof en.demoRequest;

export const officeDetails = {
  title: `مكتبنا في ${city}`,
  description: `الفريق الذي يقدّم عروض الذكاء الاصطناعي التوضيحية لدينا، متاح ${officeHours(sf)}.`,
  labels: {
    address: "العنوان",
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    hours: "ساعات العمل",
  },
} satisfies typeof en.officeDetails;
