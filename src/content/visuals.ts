/**
 * The product visuals: the words and numbers of the renderings that show what each AI service
 * does (components/visuals/). Each is an example of a client's deployment, and its caption says
 * so; none of them states a figure about Cedarwave itself.
 */
import { formatOutcome } from "./case-studies";
import { caseStudyFacts, type CaseStudyFacts } from "./case-study-facts";
import type { IconName } from "./types";

/** Which rendering an AI service page (or a case study) shows beside its words. */
export type ProductVisualKind = "chat" | "builder" | "automation" | "dashboard" | "migration";

/** The screen-reader prefix and the visible caption every visual shares. */
interface VisualBase {
  /** Shown in the window's title bar. */
  windowTitle: string;
  /** The figure's caption: what the rendering shows, and that it is an example. */
  caption: string;
  /** The short caption of the small version on the home page and the AI landing. */
  compactCaption: string;
}

/* ---------------------------------------------------------------- Conversational AI ---- */

interface ChatMessage {
  from: "customer" | "assistant";
  text: string;
  /** The document the assistant's answer is drawn from. */
  source?: string;
}

export interface ChatVisual extends VisualBase {
  status: string;
  /** Read before each message by screen readers (the bubbles show it by side and colour). */
  speakers: Record<ChatMessage["from"], string>;
  sourceLabel: string;
  messages: readonly ChatMessage[];
  /** The hand-off to a team (a role, never a person's name) that closes the conversation. */
  handoff: { team: string; text: string; detail: string };
  /** The side panel of the large version: what the assistant knows about the conversation. */
  details: { title: string; items: readonly { term: string; value: string }[] };
}

export const chatVisual = {
  windowTitle: "Website assistant",
  status: "Online",
  caption:
    "Example conversation: an online shop's assistant answers a returns question with the policy it drew on, then hands a damaged-order case to the support team with a ticket.",
  compactCaption: "Conversational AI: answers with sources, hands off to your team",
  speakers: { customer: "Customer:", assistant: "Assistant:" },
  sourceLabel: "Source",
  messages: [
    { from: "customer", text: "Can I still return boots I bought three weeks ago?" },
    {
      from: "assistant",
      text: "Yes: unworn items can be returned free of charge within 30 days of delivery. Start the return from your order page and print the prepaid label.",
      source: "Returns policy, section 2",
    },
    { from: "customer", text: "One pair arrived with a torn seam. Is that covered too?" },
    {
      from: "assistant",
      text: "A damaged item is covered by the warranty. I have passed your order and photos to our support team; they will reply by email today.",
    },
  ],
  handoff: {
    team: "Support",
    text: "Handed to Support · ticket created",
    detail: "Order details and conversation attached",
  },
  details: {
    title: "Conversation",
    items: [
      { term: "Channel", value: "Website chat" },
      { term: "Language", value: "English" },
      { term: "Intents", value: "Return, damaged item" },
      { term: "Order", value: "Found in the shop system" },
      { term: "Routed to", value: "Support queue" },
    ],
  },
} as const satisfies ChatVisual;

/* ---------------------------------------------------------------- Website Builder ------ */

export type BuildStatus = "generated" | "generating" | "queued";

/** The sections the builder assembles (the preview draws each one its own way). */
export type BuildSectionId = "header" | "hero" | "services" | "booking" | "reviews" | "footer";

interface BuildSection {
  id: BuildSectionId;
  name: string;
  /** What the section holds, as the builder reports it. */
  detail: string;
  status: BuildStatus;
}

export interface BuilderVisual extends VisualBase {
  /** The address shown in the browser bar (a reserved example domain). */
  address: string;
  statusLabels: Record<BuildStatus, string>;
  sections: readonly BuildSection[];
  /** "4 of 6 sections generated". */
  progress: (done: number, total: number) => string;
  /** Words drawn in the page preview (decorative: the list says the same). */
  preview: { brand: string; headline: string; cta: string; form: string };
}

export const builderVisual = {
  windowTitle: "Website Builder",
  address: "harbour-dental.example",
  caption:
    "Example build: a dental practice's website assembled section by section. Header, hero, services and booking form are generated; reviews and footer are still to come.",
  compactCaption: "Website Builder: your site assembled from generated sections",
  statusLabels: { generated: "Generated", generating: "Generating", queued: "Queued" },
  sections: [
    { id: "header", name: "Header", detail: "Logo, menu and phone number", status: "generated" },
    { id: "hero", name: "Hero", detail: "Headline, photo and booking button", status: "generated" },
    {
      id: "services",
      name: "Services",
      detail: "Check-ups, whitening, implants",
      status: "generated",
    },
    {
      id: "booking",
      name: "Booking form",
      detail: "Date, time and contact fields",
      status: "generated",
    },
    { id: "reviews", name: "Reviews", detail: "Quotes from your patients", status: "generating" },
    { id: "footer", name: "Footer", detail: "Opening hours and map", status: "queued" },
  ],
  progress: (done, total) => `${done} of ${total} sections generated`,
  preview: {
    brand: "Harbour Dental",
    headline: "Gentle care for the whole family",
    cta: "Book a visit",
    form: "Book an appointment",
  },
} as const satisfies BuilderVisual;

/** How many of the build's sections are generated. */
export function generatedCount(visual: Pick<BuilderVisual, "sections">): number {
  return visual.sections.filter((section) => section.status === "generated").length;
}

/* ---------------------------------------------------------------- AI Automation -------- */

interface FlowStep {
  /** The step's kind ("Trigger", "Read document"...). */
  kind: string;
  /** What it did in this run. */
  detail: string;
  icon: IconName;
}

interface FlowOutcome {
  label: string;
  count: number;
  tone: "success" | "warning";
  detail: string;
}

export interface AutomationVisual extends VisualBase {
  flowName: string;
  period: string;
  stepsLabel: string;
  outcomesLabel: string;
  steps: readonly FlowStep[];
  outcomes: readonly FlowOutcome[];
  /** "49 documents today". */
  total: (count: number) => string;
}

export const automationVisual = {
  windowTitle: "Automation",
  flowName: "Shipment documents",
  period: "Today",
  caption:
    "Example workflow: a freight forwarder's shipping documents (bills of lading, customs declarations, delivery orders) arrive by email, are read, matched to their shipment and filed in the freight system, and the operations team is told. Today 46 documents were filed and 3 wait for a person to review.",
  compactCaption: "AI Automation: a workflow's steps and today's outcomes",
  stepsLabel: "Steps",
  outcomesLabel: "Outcomes",
  steps: [
    { kind: "Trigger", detail: "Shipping document arrives by email", icon: "mail" },
    { kind: "Read document", detail: "Container, consignee and port", icon: "fileText" },
    {
      kind: "Classify",
      detail: "Bill of lading, customs declaration or delivery order",
      icon: "layers",
    },
    { kind: "Update system", detail: "Filed with its shipment", icon: "database" },
    { kind: "Notify", detail: "Operations team told in chat", icon: "messageSquare" },
  ],
  outcomes: [
    { label: "Filed", count: 46, tone: "success", detail: "Entered without changes" },
    {
      label: "Needs review",
      count: 3,
      tone: "warning",
      detail: "Weight did not match the packing list",
    },
  ],
  total: (count) => `${count} documents today`,
} as const satisfies AutomationVisual;

/** How many items the run handled: the sum of its outcomes. */
export function runTotal(visual: Pick<AutomationVisual, "outcomes">): number {
  return visual.outcomes.reduce((sum, outcome) => sum + outcome.count, 0);
}

/* ---------------------------------------------------------------- Custom AI ------------ */

export interface DashboardVisual extends VisualBase {
  model: string;
  version: string;
  exampleBadge: string;
  /** The evaluation, as numbers; the labels below format them. */
  evaluation: {
    /** Share of the test set classified correctly, 0 to 1. */
    accuracy: number;
    /** 95th-percentile time to a prediction, in milliseconds. */
    p95LatencyMs: number;
    /** Images in the held-out test set. */
    testSetSize: number;
    /** Population stability index of this week's inputs against the training data. */
    drift: number;
    /** Drift above this is flagged for retraining. */
    driftThreshold: number;
  };
  labels: {
    accuracy: string;
    latency: string;
    testSet: string;
    drift: string;
    stable: string;
    retrain: string;
    threshold: string;
    trend: string;
  };
  /** Weekly accuracy on the rolling test set, oldest first, 0 to 1 (drawn, decorative). */
  accuracyHistory: readonly number[];
  weeksLabel: (weeks: number) => string;
}

export const dashboardVisual = {
  windowTitle: "Model dashboard",
  model: "Defect detection",
  version: "v3",
  exampleBadge: "Example",
  caption:
    "Example model dashboard: a visual defect-detection model's evaluation on its held-out test set: accuracy, prediction latency, test-set size and data drift, with accuracy over the last eight weeks. Illustrative numbers, not a client's results.",
  compactCaption: "Custom AI: a model's evaluation, monitored (example numbers)",
  evaluation: {
    accuracy: 0.968,
    p95LatencyMs: 48,
    testSetSize: 12400,
    drift: 0.04,
    driftThreshold: 0.1,
  },
  labels: {
    accuracy: "Accuracy",
    latency: "Latency (p95)",
    testSet: "Test-set images",
    drift: "Data drift",
    stable: "Stable",
    retrain: "Retrain",
    threshold: "threshold",
    trend: "Accuracy by week",
  },
  accuracyHistory: [0.931, 0.938, 0.947, 0.944, 0.955, 0.961, 0.965, 0.968],
  weeksLabel: (weeks) => `Last ${weeks} weeks`,
} as const satisfies DashboardVisual;

const numberFormat = new Intl.NumberFormat("en-US");

/** The dashboard's figures as shown, each derived from the evaluation's numbers. */
export function dashboardFigures(
  visual: Pick<DashboardVisual, "evaluation" | "labels" | "accuracyHistory">,
) {
  const { evaluation, labels, accuracyHistory } = visual;
  const drifting = evaluation.drift > evaluation.driftThreshold;
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  return {
    accuracy: percent(evaluation.accuracy),
    /** "93.1% → 96.8%": the chart's first and last week. */
    trend: `${percent(accuracyHistory[0] ?? evaluation.accuracy)} → ${percent(accuracyHistory.at(-1) ?? evaluation.accuracy)}`,
    latency: `${numberFormat.format(evaluation.p95LatencyMs)} ms`,
    testSet: numberFormat.format(evaluation.testSetSize),
    drift: evaluation.drift.toFixed(2),
    driftStatus: drifting ? labels.retrain : labels.stable,
    driftThreshold: `${labels.threshold} ${evaluation.driftThreshold.toFixed(2)}`,
    drifting,
  };
}

/* ---------------------------------------------------------------- Cloud migration ------ */

export type MigrationStatus = "migrated" | "cutOver";

interface MovedService {
  name: string;
  /** What the service is, as the board lists it. */
  detail: string;
  status: MigrationStatus;
  icon: IconName;
}

export interface MigrationVisual extends VisualBase {
  /** The client whose migration the board shows (the case study's company). */
  client: string;
  status: string;
  from: string;
  to: string;
  servicesLabel: string;
  statusLabels: Record<MigrationStatus, string>;
  services: readonly MovedService[];
  cutover: { label: string; detail: string };
  labels: {
    downtime: string;
    uptime: string;
    cost: string;
    costChange: (change: string) => string;
  };
}

/**
 * The migration board's figures, each one of the RetailPro study's measured outcomes (downtime,
 * hosting cost, uptime), formatted as the study's results band formats them. `costAfterPercent`
 * is the cloud bill as a percentage of the old one (the bars' lengths).
 */
export function migrationFigures(
  facts: Pick<CaseStudyFacts, "outcomes"> = caseStudyFacts.retailpro,
  format: (outcome: CaseStudyFacts["outcomes"][number]) => string = formatOutcome,
) {
  const [downtime, cost, uptime] = facts.outcomes;
  return {
    downtime: format(downtime),
    cost: format(cost),
    uptime: format(uptime),
    costAfterPercent: 100 - cost.value,
  };
}

const migration = migrationFigures();

export const migrationVisual = {
  windowTitle: "Cloud migration",
  client: caseStudyFacts.retailpro.company,
  status: "Cutover complete",
  caption: `RetailPro's migration, from the case study's measurements: the services moved from the old data centre to the cloud in waves, then the store, the checkout and the databases were cut over at night with ${migration.downtime} of downtime. Monthly hosting costs ${migration.cost} less; ${migration.uptime} uptime since the cutover.`,
  compactCaption: `RetailPro's cloud migration: each service's status, the cutover (${migration.downtime} of downtime) and the hosting cost before and after`,
  from: "Old data centre",
  to: "Cloud",
  servicesLabel: "Services",
  statusLabels: { migrated: "Migrated", cutOver: "Cut over" },
  services: [
    {
      name: "Online store",
      detail: "Catalogue and search",
      status: "cutOver",
      icon: "shoppingCart",
    },
    { name: "Checkout", detail: "Payments and orders", status: "cutOver", icon: "creditCard" },
    { name: "Databases", detail: "Replicated live", status: "cutOver", icon: "database" },
    { name: "Warehouse system", detail: "Stock and shipping", status: "migrated", icon: "truck" },
    {
      name: "Back office",
      detail: "Reports and internal tools",
      status: "migrated",
      icon: "server",
    },
  ],
  cutover: { label: "Cutover", detail: "At night, both sides in step" },
  labels: {
    downtime: "Downtime",
    uptime: "Uptime since cutover",
    cost: "Monthly hosting cost",
    costChange: (change) => `${change} less`,
  },
} as const satisfies MigrationVisual;

/* ---------------------------------------------------------------- The offer ----------- */

/** The home page's and the AI landing's composition of the four, in the landing's order. */
export const offerShowcase = {
  label: "What our AI services look like at work, in four examples",
  order: ["chat", "builder", "automation", "dashboard"],
} as const satisfies { label: string; order: readonly ProductVisualKind[] };
