/** Copy of the inbox's analytics page (/admin/analytics): English only, like the inbox. */
import { RETENTION, type RetentionPeriod } from "@/config/retention";

const period = ({ amount, unit }: RetentionPeriod) =>
  `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`;

const number = (value: number) => value.toLocaleString("en-US");
const percent = (ratio: number) =>
  ratio.toLocaleString("en-US", { style: "percent", maximumFractionDigits: 1 });
/** "27 Nov 2026" — a day as the page writes it. */
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

export const adminAnalyticsCopy = {
  title: "Analytics",
  /** What is counted and what is not, in one line, from src/config/retention.ts. */
  counted: `Page views counted by our own server, with no cookie and no script; crawlers, prefetches, the inbox and the team's signed-in browsers are not counted. Visits are kept ${period(RETENTION.analyticsVisits)}, then only daily counts, for ${period(RETENTION.analytics)}.`,
  range: {
    label: "Date range",
    presets: "Last",
    preset: (days: number) => (days === 365 ? "12 months" : `${days} days`),
    from: "From (UTC)",
    to: "To (UTC)",
    apply: "Apply",
    showing: (from: string, to: string, days: number) =>
      `${longDay(from)} to ${longDay(to)} · ${number(days)} ${days === 1 ? "day" : "days"}`,
  },
  unavailable: "The counts could not be brought up to date: today's figures may be behind.",
  stats: {
    label: "Totals for the range",
    /** Completes a card's link name: "Visitors 2,427, show on the chart". */
    show: "show on the chart",
    visitors: "Visitors",
    visitorsHint: "counted per day",
    visits: "Visits",
    views: "Page views",
    leads: "Leads",
    conversion: "Conversion",
    conversionHint: "leads ÷ visits",
  },
  daily: {
    title: "Traffic per day",
    chart: (metric: string, from: string, to: string) =>
      `Area chart: ${metric.toLowerCase()} per day from ${longDay(from)} to ${longDay(to)}`,
    day: "Day (UTC)",
    axisDay: (day: string) =>
      new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      }),
  },
  columns: {
    page: "Page",
    views: "Views",
    visits: "Visits",
    leads: "Leads",
    conversion: "Conversion",
  },
  /** Each table of the page: its heading, what it says, and the label of its first column. */
  tables: {
    pages: { title: "Top pages", intro: "Page views, by page.", column: "Page" },
    "entry-pages": {
      title: "Entry pages",
      intro: "Where visits began, and the share that sent a lead.",
      column: "Entry page",
    },
    sources: {
      title: "Sources",
      intro: "utm_source (or ref) of the link that brought the visit.",
      column: "Source",
    },
    campaigns: {
      title: "Campaigns",
      intro: "Source / medium / campaign of tagged links.",
      column: "Source / medium / campaign",
    },
    referrers: {
      title: "Referrers",
      intro: "The site whose link was followed.",
      column: "Referrer",
    },
    languages: { title: "Languages", intro: "The language of the entry page.", column: "Language" },
    devices: { title: "Devices", intro: "From the browser's description.", column: "Device" },
  },
  none: {
    referrers: "Direct or unknown",
    sources: "No source",
    campaigns: "none",
  },
  languages: { en: "English", ar: "Arabic" } as Record<string, string>,
  devices: { desktop: "Desktop", phone: "Phone", tablet: "Tablet" } as Record<string, string>,
  empty: "Nothing counted in this range.",
  more: (shown: number) => `The top ${shown}; the CSV has them all.`,
  csv: "CSV",
  csvLabel: (table: string) => `Download ${table} as CSV`,
  builder: {
    title: "Campaign link builder",
    intro:
      "Tag a link to the site for an ad, a post or an email: its visits and leads show under Sources and Campaigns. Values are counted in lower case.",
    page: "Page of the site",
    pageHint: "A path, such as /services or /ar/pricing.",
    source: "Source (utm_source)",
    sourceHint: "Where the link is placed: google, linkedin, newsletter.",
    medium: "Medium (utm_medium)",
    mediumHint: "What kind of link: cpc, social, email.",
    campaign: "Campaign (utm_campaign)",
    campaignHint: "Which campaign: spring-launch.",
    build: "Build link",
    result: "Campaign link",
    copyLabel: "campaign link",
    invalidPage: "The page must be a path of the site, starting with a single /.",
    needsSource: "Give at least a source.",
  },
  format: { number, percent },
} as const;
