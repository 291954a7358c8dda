/** Site-wide facts. No component spells these out: they read them from here. */

import { siteUrlOf } from "./site-url.mjs";

export interface Office {
  id: "beirut" | "san-francisco";
  name: string;
  street: string;
  city: string;
  region?: string;
  postalCode?: string;
  country: string;
  phone: string;
  /** tel: href form of the phone number */
  phoneHref: string;
  /** When the office, and its phone, are staffed, in the office's own time zone. */
  hours: OfficeHours;
}

export interface OfficeHours {
  /** The working days as visitors read them: "Mon–Fri". */
  days: string;
  /** 24-hour "HH:MM" local times (schema.org's form); pages print them as "9am". */
  opens: string;
  closes: string;
  /** The IANA zone the times are in. */
  timeZone: string;
  /** The zone as visitors read it: "Beirut time", "Pacific Time". */
  zoneName: string;
}

/**
 * A way to reach the company, and whether it exists today: a page offers only the channels
 * that exist (the client portal does not yet). Live chat is answered from the inbox
 * (src/lib/chat/), live in the answering office's hours (src/config/chat.ts).
 */
export interface Channel {
  exists: boolean;
}

export interface Department {
  id: "ai-data" | "engineering" | "cloud-security" | "client-success" | "marketing-sales";
  /** The people in it, its leader included. */
  headCount: number;
}

export interface SocialLink {
  id: "linkedin" | "twitter" | "github" | "facebook";
  label: string;
  href: string;
}

const siteUrl = siteUrlOf(process.env.NEXT_PUBLIC_SITE_URL);

export const siteConfig = {
  name: "Cedarwave",
  legalName: "Cedarwave Technologies",
  foundingYear: 2020,
  url: siteUrl,
  tagline: "AI and IT services that move your business forward",
  description:
    "Cedarwave builds conversational AI, AI website builders, custom AI and automation, and delivers web, mobile, cloud, cybersecurity and IT support for growing businesses.",
  email: "hello@cedarwave.example",
  supportEmail: "support@cedarwave.example",
  privacyEmail: "privacy@cedarwave.example",
  pressEmail: "press@cedarwave.example",
  /** The reply every message, ticket and email gets, as pages write it. */
  responseTime: "within 24 hours",
  /** Tickets marked Critical page the on-call engineer, at any hour. */
  criticalResponseTime: "within one hour, around the clock",
  channels: {
    ticket: { exists: true },
    email: { exists: true },
    phone: { exists: true },
    liveChat: { exists: true },
    clientPortal: { exists: false },
  } satisfies Record<string, Channel>,
  /**
   * The company's record, written once: home, team, training, the AI pages and the registry
   * read these, and src/content/figures.ts names what each counts. AI clients are a part of
   * all clients, so `aiClients` never exceeds `clients`; the projects are those delivered since
   * `foundingYear` by the departments below.
   */
  record: {
    projectsDelivered: 500,
    clients: 250,
    aiClients: 120,
    aiInteractions: "2M+",
    uptime: "99.9%",
    /** The team's professional experience, per person, on average. */
    yearsOfExperience: 10,
    /** Professional certifications (cloud, security, AI) held across the team. */
    certifications: 40,
    /** People trained in the programmes of /training, rounded down (their sum is the truth). */
    studentsTrained: 5000,
    /** The average revenue increase AI clients report after a year. */
    aiRevenueIncrease: "40%",
  },
  /**
   * The five departments, each led by one of the five leaders (src/content/team.ts), with its
   * head count, the leader included: the team is their sum (`teamSize`).
   */
  departments: [
    { id: "ai-data", headCount: 16 },
    { id: "engineering", headCount: 17 },
    { id: "cloud-security", headCount: 10 },
    { id: "client-success", headCount: 11 },
    { id: "marketing-sales", headCount: 6 },
  ] satisfies readonly Department[],
  /**
   * What the services promise, as their stat tiles show it: strings are shown as they are in
   * both languages, numbers are worded by src/content/figures.ts and its Arabic twin. A service
   * page quotes these, never its own.
   */
  serviceLevels: {
    onCall: "24/7",
    aiResponse: "<200ms",
    languages: "50+",
    /** A typical page load of the sites we build, in seconds at most. */
    pageLoadSeconds: 1,
    accessibilityScore: "100",
    /** A working release (or test build) every so many weeks. */
    releaseWeeks: 2,
    storeRating: "4.5+",
    cloudPlatforms: "3",
    mobilePlatforms: "2",
    infrastructureAsCode: "100%",
    iso27001: "ISO 27001",
    soc2: "SOC 2",
    gdpr: "GDPR",
    /** IT support is billed at a fixed monthly price per user. */
    fixedMonthlyPrice: true,
  },
  offices: {
    beirut: {
      id: "beirut",
      name: "Headquarters",
      street: "Charles Malek Avenue, Achrafieh",
      city: "Beirut",
      country: "Lebanon",
      phone: "+961 1 555 0100",
      phoneHref: "tel:+96115550100",
      hours: {
        days: "Mon–Fri",
        opens: "09:00",
        closes: "18:00",
        timeZone: "Asia/Beirut",
        zoneName: "Beirut time",
      },
    },
    sanFrancisco: {
      id: "san-francisco",
      name: "US office",
      street: "535 Mission Street, 14th Floor",
      city: "San Francisco",
      region: "CA",
      postalCode: "94105",
      country: "United States",
      phone: "+1 (415) 555-0100",
      phoneHref: "tel:+14155550100",
      hours: {
        days: "Mon–Fri",
        opens: "09:00",
        closes: "18:00",
        timeZone: "America/Los_Angeles",
        zoneName: "Pacific Time",
      },
    },
  } satisfies Record<string, Office>,
  social: [
    { id: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/cedarwave" },
    { id: "twitter", label: "X (Twitter)", href: "https://x.com/cedarwave" },
    { id: "github", label: "GitHub", href: "https://github.com/cedarwave" },
    { id: "facebook", label: "Facebook", href: "https://www.facebook.com/cedarwave" },
  ] satisfies SocialLink[],
} as const;

export function formatAddress(office: Office): string {
  const cityLine = [office.city, [office.region, office.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [office.street, cityLine, office.country].join(", ");
}

/** "9am", "6pm", "12:30pm" from a 24-hour "HH:MM". */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0
    ? `${hour12}${suffix}`
    : `${hour12}:${String(minutes).padStart(2, "0")}${suffix}`;
}

/** "Mon–Fri 9am–6pm Beirut time": an office's hours, always with its time zone. */
export function formatOfficeHours(office: Office): string {
  const { days, opens, closes, zoneName } = office.hours;
  return `${days} ${clockTime(opens)}–${clockTime(closes)} ${zoneName}`;
}

/** "500+": a figure of the company's record as the stat tiles show it. */
export function recordFigure(value: number): string {
  return `${value.toLocaleString("en-US")}+`;
}

/** The hours of `responseTime` ("within 24 hours" → 24). */
export const responseHours = Number(/\d+/.exec(siteConfig.responseTime)?.[0]);

/** Everyone at the company: the departments' head counts added up. */
export const teamSize = siteConfig.departments.reduce((sum, { headCount }) => sum + headCount, 0);

/** A department's facts by its id. */
export function departmentOf(id: Department["id"]): Department {
  const department = siteConfig.departments.find((item) => item.id === id);
  if (!department) throw new Error(`No department "${id}"`);
  return department;
}
