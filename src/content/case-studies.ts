/**
 * The words of the case studies (/case-studies and /case-studies/<id>): each study's sector,
 * service, phases and what each of its numbers counts, and the pages' own copy. The numbers are
 * in ./case-study-facts.ts, the story (the challenge, what we built) in ./case-studies/<id>.md;
 * the Arabic mirror is ./ar/case-studies.ts. No number is typed here.
 */
import type { CaseStudyId, OutcomeFact } from "./case-study-facts";
import type { CtaBanner, PageHero } from "./types";

export interface CaseStudyWords {
  /** The client's line of business. */
  sector: string;
  /** The service, as the link to its page reads. */
  service: string;
  /** What each phase did, in the order of the facts' `phaseWeeks`. */
  phases: readonly { title: string; description: string }[];
  /** What each of the three outcomes counts, in the order of the facts' `outcomes`. */
  outcomes: readonly [string, string, string];
}

export const caseStudies = {
  "atlas-retail": {
    sector: "Retail and e-commerce",
    service: "AI plans: chat assistant",
    phases: [
      {
        title: "Discovery",
        description:
          "Read a year of chat and email logs, sorted the questions buyers ask before they buy and agreed when the assistant hands over to a person.",
      },
      {
        title: "Build and train",
        description:
          "Connected the catalogue, stock and delivery rules, wrote the answers in Arabic, English and French with the e-commerce team, and set the guardrails.",
      },
      {
        title: "Pilot",
        description:
          "Ran the assistant on the website chat only, with the team reviewing every hand-over and every answer marked unhelpful.",
      },
      {
        title: "Launch and tuning",
        description:
          "Opened WhatsApp and email, then tuned the answers each week from the questions the assistant could not close.",
      },
    ],
    outcomes: [
      "of pre-sale conversations answered by the assistant, with no hand-over to a person",
      "more online sales in the six months after launch, against the same months a year earlier",
      "conversations a month on average, inside the Professional plan",
    ],
  },
  "levant-freight": {
    sector: "Freight forwarding and logistics",
    service: "AI automation",
    phases: [
      {
        title: "Process audit",
        description:
          "Followed a shipment from booking to delivery, timed each document and picked the three flows that took the most hands.",
      },
      {
        title: "Shipment documents",
        description:
          "Bills of lading, packing lists and invoices read from email and filed in the freight system, with a person checking what the model is unsure of.",
      },
      {
        title: "Customs forms",
        description:
          "Declarations drafted from the shipment's documents and the tariff codes, checked and signed by a customs broker before filing.",
      },
      {
        title: "Tracking emails",
        description:
          "Status updates to shippers and consignees sent from the carriers' events, in the customer's language.",
      },
    ],
    outcomes: [
      "less time spent on manual paperwork by the operations team",
      "minutes to prepare a customs declaration, down from nearly an hour",
      "more shipments a year handled by the same back-office team",
    ],
  },
  "cedars-medical": {
    sector: "Healthcare",
    service: "Custom AI solutions",
    phases: [
      {
        title: "Data audit",
        description:
          "Reviewed three years of anonymised admission records with the hospital's data protection officer, and the calendar, weather and epidemic signals that move them.",
      },
      {
        title: "Model building",
        description:
          "Trained and compared forecasting models on the hospital's own history, hosted inside its network.",
      },
      {
        title: "Shadow run",
        description:
          "Ran the model beside the planners without acting on it, comparing each day's forecast with the admissions that came.",
      },
      {
        title: "Go-live",
        description:
          "Put the forecast in the morning staffing meeting and trained the nurse managers to read it and its confidence range.",
      },
    ],
    outcomes: [
      "shorter average waiting time in the emergency department",
      "forecast horizon: tomorrow's admissions, predicted every morning",
      "average error of the next-day admissions forecast",
    ],
  },
  retailpro: {
    sector: "Retail",
    service: "Cloud solutions",
    phases: [
      {
        title: "Assessment",
        description:
          "Mapped every application, database and dependency in the old data centre, and sized each one on its real load.",
      },
      {
        title: "Landing zone",
        description:
          "Built the accounts, network, security baseline and deployment pipelines as code, reviewed by RetailPro's engineers.",
      },
      {
        title: "Migration waves",
        description:
          "Moved the applications in waves, the least critical first, each with a tested way back.",
      },
      {
        title: "Cutover and tuning",
        description:
          "Switched the store and the checkout over at night with the databases replicated live, then right-sized the servers on a month of data.",
      },
    ],
    outcomes: [
      "of downtime during the migration, checkout included",
      "lower monthly hosting costs than the old data centre",
      "uptime in the twelve months since the cutover",
    ],
  },
} as const satisfies Record<CaseStudyId, CaseStudyWords>;

export const caseStudiesPage = {
  hero: {
    eyebrow: "Case studies",
    title: "Work our clients measured",
    description:
      "Four projects, told with the client: the problem, what we built, how long it took and the numbers after launch.",
  },
  /** The index's list, read out. */
  listLabel: "Case studies",
  readMore: "Read the case study",
  all: "All case studies",
  /** The teaser on a service page: its heading. */
  teaserEyebrow: "Case study",
  labels: {
    client: "Client",
    sector: "Sector",
    service: "Service",
    duration: "Duration",
    team: "Our team",
    results: "Results",
    story: "The project",
    visual: "What we built",
    timeline: "Timeline",
    quote: "In the client's words",
    more: "More case studies",
  },
  cta: {
    title: "Have a project like these?",
    description:
      "Tell us what you want to change: we will propose an approach, a timeline and a fixed price.",
    primary: { label: "Get Free Consultation", href: "/contact" },
    secondary: { label: "View All Services", href: "/services" },
  },
} satisfies {
  hero: PageHero;
  listLabel: string;
  readMore: string;
  all: string;
  teaserEyebrow: string;
  labels: Record<string, string>;
  cta: CtaBanner;
};

/** An outcome's number as the page shows it: "64%", "8,600", "12 min", "24 h". */
export function formatOutcome({ value, unit }: OutcomeFact): string {
  const figure = value.toLocaleString("en-US");
  switch (unit) {
    case "percent":
      return `${figure}%`;
    case "count":
      return figure;
    case "minutes":
      return `${figure} min`;
    case "hours":
      return `${figure} h`;
  }
}

/** "10 weeks". */
export function weeksOf(weeks: number): string {
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}

/** "4 people". */
export function peopleOf(people: number): string {
  return people === 1 ? "1 person" : `${people} people`;
}
