import { siteConfig } from "@/config/site";

import { serviceLevelFigures as levels } from "../figures";
import { fourStepProcess } from "../process";
import { contactHref, getService } from "../services";
import type { ItServicePage } from "./types";

const service = getService("cloud-solutions");
const contact = contactHref(service.contactService);

export const cloudSolutionsPage = {
  slug: "cloud-solutions",
  path: "/cloud-solutions",
  hero: {
    eyebrow: service.title,
    title: "Cloud infrastructure that scales",
    highlight: "without surprises",
    description: service.description,
    primary: { label: "Plan Your Cloud Move", href: contact },
    secondary: { label: "All Services", href: "/services" },
  },
  stats: [
    { number: levels.uptime, label: "Uptime SLA" },
    { number: levels.cloudPlatforms, label: "Major cloud platforms" },
    { number: levels.infrastructureAsCode, label: "Infrastructure as code" },
    { number: levels.onCall, label: "Monitoring and on-call" },
  ],
  included: {
    title: "What is included",
    description: "From the first migration plan to day-to-day operations.",
    items: [
      {
        title: "Cloud migration",
        description: "Move servers, databases and applications with a tested plan and a rollback.",
        icon: "cloud",
      },
      {
        title: "Architecture design",
        description:
          "Scalable, resilient architectures reviewed against well-architected frameworks.",
        icon: "network",
      },
      {
        title: "Infrastructure as code",
        description:
          "Every environment defined in version-controlled code, reproducible in minutes.",
        icon: "code",
      },
      {
        title: "DevOps and CI/CD",
        description: "Automated builds, tests and deployments so you can release daily, safely.",
        icon: "workflow",
      },
      {
        title: "Cost optimisation",
        description:
          "Right-sizing, reserved capacity and clear reports that cut your monthly bill.",
        icon: "trendingUp",
      },
      {
        title: "Managed operations",
        description: `Monitoring, backups, patching and a 24/7 on-call team behind a ${siteConfig.record.uptime} uptime SLA.`,
        icon: "activity",
      },
    ],
  },
  technologies: {
    title: "Technologies we use",
    description:
      "Certified engineers on the three major clouds and the open-source tools around them.",
    groups: [
      { name: "Cloud platforms", items: ["AWS", "Microsoft Azure", "Google Cloud"] },
      { name: "Containers", items: ["Docker", "Kubernetes", "Helm", "Serverless"] },
      { name: "Infrastructure as code", items: ["Terraform", "Pulumi", "Ansible"] },
      { name: "Observability", items: ["Prometheus", "Grafana", "OpenTelemetry", "Datadog"] },
    ],
  },
  process: {
    title: "How we move you to the cloud",
    description: "A careful, four-step path with no surprises on the bill or the schedule.",
    steps: fourStepProcess({
      discovery:
        "We inventory your systems, dependencies, costs and risks, and measure today's performance.",
      strategy:
        "Target architecture, migration waves, a rollback plan and a cost forecast you can approve.",
      development:
        "We write the infrastructure as code, build the pipelines and rehearse every migration.",
      deployment:
        "We cut over in planned windows, verify everything, then run and optimise it around the clock.",
    }),
  },
  faq: {
    title: "Cloud solutions FAQ",
    description: "Common questions about moving to and running in the cloud.",
    items: [
      {
        question: "Which cloud provider should we use?",
        answer:
          "It depends on your existing tools, skills and compliance needs. We work with AWS, Azure and Google Cloud and recommend the best fit, not a favourite.",
      },
      {
        question: "Will our services go down during the migration?",
        answer:
          "We plan for zero downtime: systems run in parallel and we switch over in agreed windows with a tested rollback.",
      },
      {
        question: "Can you reduce our current cloud bill?",
        answer:
          "Usually, yes. A cost review typically finds idle resources, oversized servers and missing discounts.",
      },
      {
        question: "Do you offer ongoing management?",
        answer: `Yes: monitoring, patching, backups and a 24/7 on-call team, backed by a ${siteConfig.record.uptime} uptime SLA.`,
      },
    ],
  },
  caseStudy: "retailpro",
  cta: {
    title: "Ready for a faster, cheaper cloud?",
    description:
      "Book a free cloud assessment. We reply within 24 hours with next steps and a fixed-price plan.",
    primary: { label: "Plan Your Cloud Move", href: contact },
    secondary: { label: "View All Services", href: "/services" },
  },
} satisfies ItServicePage;
