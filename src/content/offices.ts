/**
 * The offices of src/config/site.ts in English words, as pages print them: names, street, city,
 * region, country, working days and time zone, with the config's own formatOfficeHours
 * ("Mon–Fri 9am–6pm Beirut time") and formatAddress. The Arabic mirror (./ar/offices.ts)
 * exports the same names in Arabic words.
 */
import { formatAddress, formatOfficeHours, siteConfig, type Office } from "@/config/site";

export interface OfficeCopy {
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

/** The words of one office of the config (no `region` key where it has none). */
function wordsOf(office: Office): OfficeCopy {
  const { name, street, city, region, country } = office;
  const { days, zoneName } = office.hours;
  return region === undefined
    ? { name, street, city, country, days, zoneName }
    : { name, street, city, region, country, days, zoneName };
}

export const officeWords = {
  beirut: wordsOf(siteConfig.offices.beirut),
  sanFrancisco: wordsOf(siteConfig.offices.sanFrancisco),
} satisfies Record<OfficeKey, OfficeCopy>;

const officeKeys: Record<Office["id"], OfficeKey> = {
  beirut: "beirut",
  "san-francisco": "sanFrancisco",
};

/** The English words of one office of the config. */
export function officeCopy(office: Office): OfficeCopy {
  return officeWords[officeKeys[office.id]];
}

/** "Mon–Fri 9am–6pm Beirut time" and "535 Mission Street, 14th Floor, San Francisco, CA 94105, United States". */
export { formatAddress, formatOfficeHours };
