/** The six services of the company: home overview cards, /services and the service pages read these. */
import { siteConfig } from "@/config/site";

import type { ServiceCard } from "./types";

export type ContactService = "ai" | "web" | "mobile" | "cloud" | "security" | "support" | "other";

export interface Service extends ServiceCard {
  slug:
    | "ai-solutions"
    | "web-development"
    | "mobile-development"
    | "cloud-solutions"
    | "cybersecurity"
    | "it-support";
  /** The contact form's service-interest value. */
  contactService: ContactService;
  /** Short description for compact cards. */
  summary: string;
  /** Further features listed on the detailed cards of /services. */
  details: readonly string[];
}

export const contactServiceLabels: Record<ContactService, string> = {
  ai: "AI Solutions",
  web: "Web Development",
  mobile: "Mobile Development",
  cloud: "Cloud Solutions",
  security: "Cybersecurity",
  support: "IT Support",
  other: "Other",
};

export function contactHref(service: ContactService, plan?: string): string {
  return `/contact?service=${service}${plan ? `&plan=${plan}` : ""}`;
}

export const services = [
  {
    slug: "ai-solutions",
    title: "AI Solutions",
    summary:
      "Conversational AI, AI website builders, custom models and automation that pay for themselves.",
    description:
      "From chatbots that answer customers in 50+ languages to custom models trained on your data, we design, build and run AI that delivers measurable results.",
    features: [
      "Conversational AI and voice agents",
      "Website builder AI",
      "Custom machine learning models",
      "Workflow automation",
    ],
    details: ["Computer vision and NLP", "Responsible AI with GDPR and SOC 2 Type II controls"],
    icon: "brain",
    link: "/ai-services",
    gradient: "from-violet-600 to-fuchsia-600",
    contactService: "ai",
  },
  {
    slug: "web-development",
    title: "Web Development",
    summary: "Fast, accessible websites and web apps built with modern frameworks.",
    description:
      "Marketing sites, e-commerce and complex web applications, engineered for speed, accessibility and search, and built to grow with you.",
    features: [
      "Responsive websites and web apps",
      "E-commerce platforms",
      "Headless CMS integration",
      "Performance and SEO optimisation",
    ],
    details: ["Accessibility to WCAG 2.2 AA", "Hosting, monitoring and ongoing care"],
    icon: "code",
    link: "/web-development",
    gradient: "from-sky-600 to-blue-700",
    contactService: "web",
  },
  {
    slug: "mobile-development",
    title: "Mobile Development",
    summary: "Native and cross-platform apps for iOS and Android.",
    description:
      "Apps your customers keep on their home screen: native and cross-platform development, from product design to App Store and Google Play release.",
    features: [
      "iOS and Android apps",
      "React Native and Flutter",
      "App Store and Play Store launch",
      "Maintenance and analytics",
    ],
    details: ["Offline-first sync and push notifications", "UX research and product design"],
    icon: "smartphone",
    link: "/mobile-development",
    gradient: "from-emerald-600 to-teal-700",
    contactService: "mobile",
  },
  {
    slug: "cloud-solutions",
    title: "Cloud Solutions",
    summary: "Migration, architecture and DevOps on AWS, Azure and Google Cloud.",
    description:
      "Move to the cloud without downtime, then run it well: scalable architecture, infrastructure as code, CI/CD and cost optimisation.",
    features: [
      "Cloud migration",
      "Architecture and infrastructure as code",
      "DevOps and CI/CD",
      "Cost optimisation",
    ],
    details: [
      "AWS, Azure and Google Cloud",
      `24/7 monitoring with a ${siteConfig.record.uptime} uptime SLA`,
    ],
    icon: "cloud",
    link: "/cloud-solutions",
    gradient: "from-cyan-600 to-sky-700",
    contactService: "cloud",
  },
  {
    slug: "cybersecurity",
    title: "Cybersecurity",
    summary: "Audits, penetration testing and 24/7 monitoring that keep threats out.",
    description:
      "Protect your business and your customers' data with security assessments, penetration testing, continuous monitoring and compliance support.",
    features: [
      "Security audits and penetration testing",
      "24/7 threat monitoring",
      "Compliance (ISO 27001, SOC 2, GDPR)",
      "Incident response",
    ],
    details: ["Security awareness training", "Vulnerability management"],
    icon: "shieldCheck",
    link: "/cybersecurity",
    gradient: "from-rose-600 to-red-700",
    contactService: "security",
  },
  {
    slug: "it-support",
    title: "IT Support",
    summary: "A 24/7 help desk and proactive maintenance for your whole team.",
    description:
      "Reliable, friendly IT support around the clock: help desk, device and network management, backups and proactive maintenance.",
    features: [
      "24/7 help desk",
      "Device and network management",
      "Backup and disaster recovery",
      "Proactive maintenance",
    ],
    details: [
      "Microsoft 365 and Google Workspace administration",
      "Onboarding and offboarding of staff",
    ],
    icon: "headphones",
    link: "/it-support",
    gradient: "from-amber-600 to-orange-700",
    contactService: "support",
  },
] as const satisfies readonly Service[];

export type ServiceSlug = Service["slug"];

/** The services whose page is one of the five IT service pages (AI Solutions has /ai-services). */
export type ItServiceSlug = Exclude<ServiceSlug, "ai-solutions">;

export function getService(slug: ServiceSlug): Service {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return service;
}
