/** Copy of the inbox's workflow: a submission's page, the list's filters and counts, the overview. */
import { contactFormSpec } from "./forms/contact";
import { demoFormSpec } from "./forms/demo";
import { supportFormSpec } from "./forms/support";

const contact = contactFormSpec.fields;

/** Labels of a submission's stored fields, by column key: the forms' own labels where they ask it. */
const fieldLabels = {
  id: "ID",
  createdAt: "Received",
  kind: "Form",
  fullName: demoFormSpec.fields.name.label,
  firstName: contact.firstName.label,
  lastName: contact.lastName.label,
  name: supportFormSpec.fields.name.label,
  email: contact.email.label,
  company: contact.company.label,
  service: contact.service.label,
  plan: contact.plan.label,
  useCase: demoFormSpec.fields.useCase.label,
  subject: supportFormSpec.fields.subject.label,
  priority: supportFormSpec.fields.priority.label,
  message: supportFormSpec.fields.message.label,
  consent: "Consent",
  sourcePage: "Source page",
  ipHash: "Client address (keyed hash)",
  userAgent: "Browser",
  status: "Status",
  assigneeName: "Assignee",
} as const;

const statuses = { new: "New", in_progress: "In progress", done: "Done", spam: "Spam" } as const;

export const workflowCopy = {
  fieldLabels,
  statuses,
  /** The leads' forms, by `kind`. */
  kinds: { contact: "Contact", demo: "Demo request", chat: "Live chat" },
  /** Workflow tables, singular: "Lead #12". */
  itemTitle: {
    leads: (id: number) => `Lead #${id}`,
    tickets: (id: number) => `Support ticket #${id}`,
    waitlist: (id: number) => `Waitlist entry #${id}`,
  },
  /** The accessible name of a row's link to its page. */
  open: (id: number) => `Open #${id}`,
  back: "Back to the list",
  nobody: "Nobody",
  /** A field left empty. */
  empty: "—",
  yes: "yes",
  no: "no",
  submission: {
    fields: "What was sent",
    workflow: "Status and assignee",
    created: "Received",
    lastActivity: "Last activity",
    closed: "Closed",
    notClosed: "Not closed",
    statusLabel: "Status",
    statusButton: "Set status",
    spamHint:
      "Marking spam keeps it out of counts and notifications: its messages not sent yet are cancelled.",
    assigneeLabel: "Assignee",
    assigneeButton: "Assign",
    notes: "Internal notes",
    notesHint: "Only the team sees these; the sender never does.",
    noNotes: "No notes yet.",
    noteLabel: "Add a note",
    noteButton: "Add note",
    /** "Rana Haddad · 2026-11-23 21:04:10" */
    noteBy: (name: string | null, time: string) => `${name ?? "A removed account"} · ${time}`,
    messages: "Messages sent about it",
    noMessages: "No messages.",
    openJob: (id: number, topic: string) => `Message #${id} (${topic})`,
    jobState: (state: string) => ` · ${state}`,
  },
  /** Where a submission came from (src/lib/admin/attribution-view.ts). */
  attribution: {
    title: "Where it came from",
    /** "came from google / cpc / spring-launch": a campaign's source, medium and name. */
    cameFrom: (campaign: string) => `came from ${campaign}`,
    referredBy: (host: string) => `referred by ${host}`,
    landedOn: (path: string) => `landed on ${path}`,
    direct: "direct or unknown",
    hint: "The sender's visit of that day, as the site counts it: its first page, the site that linked to it and the campaign of its link. Nothing in it identifies a person; a browser that asks not to be tracked brings none.",
  },
  /** `?notice=` after a change on a submission's page. */
  notices: {
    status: "Status saved.",
    assignee: "Assignee saved.",
    note: "Note added.",
    invalid: "Nothing was changed: the value was not valid (a note has 1 to 5000 characters).",
    refused: "Nothing was changed: that account cannot be assigned work.",
    unavailable: "The database is unavailable right now. Please try again shortly.",
  },
  filters: {
    title: "Filter",
    statusLabel: "Status",
    statusOpen: "Any but spam",
    statusAny: "Any, spam too",
    assigneeLabel: "Assignee",
    anyone: "Anyone",
    me: "Me",
    nobody: "Nobody",
    kindLabel: "Form",
    anyKind: "Any form",
    fromLabel: "Received from (UTC)",
    toLabel: "Received until (UTC)",
    freshLabel: "New since my last visit",
    searchLabel: "Search",
    searchHint:
      'Words of what was sent (name, email, company, message…); "exact phrase", -without.',
    apply: "Apply",
    more: "Status, assignee, form, dates, source and campaign",
    sourceLabel: "Source or referrer",
    anySource: "Any source",
    directSource: "Direct or unknown",
    campaignLabel: "Campaign",
    anyCampaign: "Any campaign",
    clear: "Clear filters",
  },
  counts: {
    label: "Counts",
    /** "12 open" — every status but spam. */
    total: (total: number) => `${total} in all (spam not counted)`,
    status: (label: string, total: number) => `${label}: ${total}`,
    spam: (total: number) => `Spam, not counted: ${total}`,
    fresh: (total: number) => `${total} new since your last visit`,
  },
  overview: {
    title: "Overview",
    intro:
      "The last 12 weeks (ISO weeks, Monday to Sunday, UTC), this one included. Spam is not counted.",
    weekly: "Submissions per week, by form",
    weeklyChart: "Bar chart: submissions per week over the last 12 weeks, stacked by form",
    sources: "Pages that bring the most leads",
    sourcesIntro: "Contact and demo requests by the page their form was sent from: the top 10.",
    sourcesChart: "Bar chart: leads by source page over the last 12 weeks, most first",
    noSources: "No leads in these weeks.",
    legend: "Legend",
    numbers: "The numbers",
    week: "Week of",
    page: "Page",
    leads: "Leads",
    leadsLegend: "Leads (contact and demo requests)",
    total: "Total",
    forms: {
      contact: "Contact",
      demo: "Demo request",
      support: "Support",
      waitlist: "Waitlist",
      newsletter: "Newsletter",
      chat: "Live chat",
    },
    /** "Nov 17" — a week's Monday on the chart's axis. */
    weekShort: (monday: string) =>
      new Date(`${monday}T00:00:00Z`).toLocaleDateString("en-GB", {
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      }),
  },
} as const;
