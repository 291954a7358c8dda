/** /services/automation: six automations, four industries, four benefits, steps, plans. */
import { caseStudyPath } from "../case-study-facts";
import { automationPlans } from "../plans";
import { contactHref } from "../services";
import type { CtaBanner, PageHero } from "../types";
import type { AiServicePage, AiServiceSection } from "./shared";

const automationHero = {
  eyebrow: "AI Automation",
  title: "Automate the busywork,",
  highlight: "keep the growth",
  description:
    "AI workflows that read documents, move data between your systems and answer routine requests, so your team spends its time where it matters.",
  primary: { label: "Get Started", href: contactHref("ai", "automation-growth") },
  secondary: { label: "See Plans", href: "#pricing" },
} satisfies PageHero;

const automationTypes = {
  kind: "features",
  id: "automations",
  title: "What we automate",
  description: "Six automations our clients start with.",
  items: [
    {
      title: "Document processing",
      description: "Invoices, orders and forms read, checked and entered automatically.",
      icon: "fileText",
    },
    {
      title: "Email automation",
      description: "Incoming emails sorted, answered or routed to the right person.",
      icon: "mail",
    },
    {
      title: "Data entry and sync",
      description: "Records kept in sync between your CRM, ERP and spreadsheets.",
      icon: "database",
    },
    {
      title: "Reporting",
      description:
        "Dashboards and weekly reports assembled and sent without anyone lifting a finger.",
      icon: "barChart",
    },
    {
      title: "Customer onboarding",
      description: "Welcome emails, account setup and document collection run on their own.",
      icon: "users",
    },
    {
      title: "Scheduling",
      description: "Appointments, reminders and follow-ups booked around everyone's calendar.",
      icon: "calendar",
    },
  ],
} satisfies AiServiceSection;

const automationIndustries = {
  kind: "features",
  id: "industries",
  columns: 4,
  title: "Industries we automate",
  description: "Workflows we know inside out.",
  items: [
    {
      title: "Finance and accounting",
      description: "Invoice processing, reconciliation and expense approvals.",
      icon: "creditCard",
    },
    {
      title: "Healthcare",
      description: "Patient intake, appointment reminders and claims paperwork.",
      icon: "heartPulse",
    },
    {
      title: "Retail and e-commerce",
      description: "Order processing, stock updates and returns.",
      icon: "shoppingCart",
    },
    {
      title: "Logistics",
      description: "Shipment documents, tracking updates and carrier bookings.",
      icon: "truck",
    },
  ],
} satisfies AiServiceSection;

const automationBenefits = {
  kind: "features",
  id: "benefits",
  besideVisual: true,
  title: "What automation changes",
  description: "Measured across our automation clients.",
  items: [
    {
      title: "Up to 80% less manual work",
      description: "Repetitive tasks run on their own, around the clock.",
      icon: "zap",
    },
    {
      title: "Fewer errors",
      description: "Validated data and consistent rules at every step.",
      icon: "check",
    },
    {
      title: "Faster turnaround",
      description: "Requests handled in minutes instead of days.",
      icon: "clock",
    },
    {
      title: "Scales with you",
      description: "Handle more volume without hiring for routine work.",
      icon: "trendingUp",
    },
  ],
} satisfies AiServiceSection;

const automationProcess = {
  kind: "steps",
  id: "process",
  title: "From manual to automatic in four steps",
  description: "Your first workflow usually runs within two weeks.",
  steps: [
    {
      title: "Process audit",
      description: "We map your workflows and pick the ones with the biggest payoff.",
      icon: "search",
    },
    {
      title: "Workflow design",
      description: "We design each automation with your team, including the exceptions.",
      icon: "workflow",
    },
    {
      title: "Build and integrate",
      description: "We build the workflows and connect them to your apps and data.",
      icon: "settings",
    },
    {
      title: "Monitor and improve",
      description: "We track results, handle edge cases and report on time saved every month.",
      icon: "activity",
    },
  ],
} satisfies AiServiceSection;

const automationPricing = {
  kind: "pricing",
  id: "pricing",
  title: "Plans that grow with your workflows",
  description: "Monthly plans; setup and integration are included.",
  plans: automationPlans,
} satisfies AiServiceSection;

const automationTestimonials = {
  kind: "testimonials",
  id: "testimonials",
  title: "Time our clients got back",
  description: "Automation results, in their words.",
  items: [
    {
      name: "Sophie Martin",
      company: "Martin & Associates",
      role: "Managing Partner",
      content:
        "Invoices used to eat two days of every month. Now they are read, checked and booked before we open the inbox.",
      rating: 5,
      results: "16 hours saved every month",
    },
    {
      name: "Omar Tannous",
      company: "Levant Freight",
      role: "Chief Operating Officer",
      content:
        "Shipment documents, customs forms and tracking emails all run on autopilot. We handle 35% more shipments a year with the same back office.",
      rating: 5,
      results: "80% less manual paperwork",
      caseStudy: caseStudyPath("levant-freight"),
    },
  ],
} satisfies AiServiceSection;

const automationCta = {
  title: "Find your first workflow to automate",
  description: "Book a free process audit: we will show where automation saves you the most time.",
  primary: { label: "Get Free Consultation", href: contactHref("ai") },
  secondary: { label: "Compare All Plans", href: "/pricing" },
} satisfies CtaBanner;

/** What /services/automation shows between the header and the footer, in page order. */
export const automationPage = {
  hero: automationHero,
  visual: "automation",
  sections: [
    automationTypes,
    automationIndustries,
    automationBenefits,
    automationProcess,
    automationPricing,
    automationTestimonials,
  ],
  cta: automationCta,
} satisfies AiServicePage;
