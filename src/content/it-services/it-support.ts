import { formatOfficeHours, siteConfig } from "@/config/site";

import { serviceLevelFigures as levels } from "../figures";
import { fourStepProcess } from "../process";
import { contactHref, getService } from "../services";
import type { ItServicePage } from "./types";

const service = getService("it-support");
const contact = contactHref(service.contactService);

export const itSupportPage = {
  slug: "it-support",
  path: "/it-support",
  hero: {
    eyebrow: service.title,
    title: "IT support that answers",
    highlight: "around the clock",
    description: service.description,
    primary: { label: "Get IT Support", href: contact },
    secondary: { label: "All Services", href: "/services" },
  },
  stats: [
    { number: levels.onCall, label: "Help desk" },
    { number: levels.replyTime, label: "Reply to every request" },
    { number: levels.uptime, label: "Uptime guarantee" },
    { number: levels.monthlyPrice, label: "Monthly price per user" },
  ],
  included: {
    title: "What is included",
    description: "One friendly team for your people, devices, network and cloud apps.",
    items: [
      {
        title: "24/7 help desk",
        description: `Phone, chat and email support for your staff, with a reply ${siteConfig.responseTime} or much faster for urgent issues.`,
        icon: "headphones",
      },
      {
        title: "Device management",
        description: "Laptops and phones set up, secured, updated and tracked from one console.",
        icon: "monitor",
      },
      {
        title: "Network administration",
        description:
          "Office networks, Wi-Fi, VPN and firewalls configured and watched around the clock.",
        icon: "network",
      },
      {
        title: "Backup and disaster recovery",
        description: "Automatic, encrypted backups with restores tested every quarter.",
        icon: "database",
      },
      {
        title: "Cloud apps administration",
        description: "Microsoft 365 and Google Workspace accounts, licences and security settings.",
        icon: "cloud",
      },
      {
        title: "Proactive maintenance",
        description:
          "Patching, health checks and monthly reports that fix problems before users notice.",
        icon: "wrench",
      },
    ],
  },
  technologies: {
    title: "Technologies we support",
    description: "The platforms your team already uses, managed with professional tools.",
    groups: [
      { name: "Workplace", items: ["Microsoft 365", "Google Workspace", "Slack", "Zoom"] },
      { name: "Devices", items: ["Windows", "macOS", "iOS", "Android", "Intune", "Jamf"] },
      { name: "Network", items: ["Cisco", "Ubiquiti", "Fortinet", "WireGuard VPN"] },
      { name: "Backup", items: ["Veeam", "Acronis", "AWS Backup"] },
    ],
  },
  process: {
    title: "How we take over your IT",
    description: "A smooth, four-step handover, without disrupting your team's day.",
    steps: fourStepProcess({
      discovery:
        "We inventory your devices, accounts, network and software, and listen to your team's pain points.",
      strategy:
        "A support plan with response times, security baselines and a fixed monthly price per user.",
      development:
        "We set up monitoring, device management and backups, and fix the urgent issues first.",
      deployment:
        "The help desk goes live for your staff, with monthly reports and proactive maintenance from then on.",
    }),
  },
  faq: {
    title: "IT support FAQ",
    description: "What businesses ask before switching IT support.",
    items: [
      {
        question: "Is support really available 24/7?",
        answer: `Yes. The help desk answers around the clock, every day of the year; account management is available ${formatOfficeHours(siteConfig.offices.beirut)}.`,
      },
      {
        question: "Do you support remote and hybrid teams?",
        answer:
          "Yes. Most issues are solved remotely in minutes, wherever your people work, and devices can be shipped ready to use.",
      },
      {
        question: "How is IT support priced?",
        answer:
          "A fixed monthly fee per user or device, so your costs are predictable. Projects such as office moves are quoted separately.",
      },
      {
        question: "Can you work alongside our in-house IT staff?",
        answer:
          "Absolutely. We can cover nights and weekends, handle the help desk or take on specific projects while your team focuses on the rest.",
      },
    ],
  },
  cta: {
    title: "Give your team IT support they can count on",
    description:
      "Tell us how many people and devices you have. We reply within 24 hours with a plan and a monthly price.",
    primary: { label: "Get IT Support", href: contact },
    secondary: { label: "View All Services", href: "/services" },
  },
} satisfies ItServicePage;
