/** The home page: the seed's services overview. Figures come from the site's record. */
import { recordFigure, siteConfig } from "@/config/site";

import { caseStudyPath } from "./case-study-facts";
import { figures, serviceLevelFigures } from "./figures";
import { uptimeSlaPlans } from "./plans";
import { contactHref, services } from "./services";
import type { Cta, CtaBanner, Feature, PageHero, ServiceCard, Stat, Testimonial } from "./types";

export const homeHero = {
  eyebrow: `AI and IT services since ${siteConfig.foundingYear}`,
  title: "Technology that moves your business",
  highlight: "forward",
  description:
    "Cedarwave designs, builds and runs the AI, software and infrastructure that growing businesses depend on, with on-call engineers for critical issues around the clock.",
  primary: { label: "Get Free Consultation", href: "/contact" },
  secondary: { label: "Explore Services", href: "/services" },
} satisfies PageHero;

export const homeStats = [
  figures.projectsDelivered,
  figures.clients,
  { number: serviceLevelFigures.uptime, label: `Uptime guarantee on ${uptimeSlaPlans()}` },
  { number: serviceLevelFigures.onCall, label: "On-call for critical issues" },
] as const satisfies readonly Stat[];

export const homeServicesIntro = {
  title: "Everything you need to build, run and grow",
  description:
    "Six practices under one roof, so your AI, software, cloud and security work together from day one.",
  cardCta: "Get Started",
  learnMore: "Learn more",
};

export const whyChooseUs = {
  title: "Why businesses choose Cedarwave",
  description: "Senior engineers, clear pricing and results you can measure.",
  items: [
    {
      title: "Proven expertise",
      description: `${recordFigure(siteConfig.record.projectsDelivered)} projects delivered for ${recordFigure(siteConfig.record.clients)} clients across a dozen industries since ${siteConfig.foundingYear}.`,
      icon: "award",
    },
    {
      title: "Fast delivery",
      description:
        "Agile sprints with a working release every two weeks, so you see progress early.",
      icon: "zap",
    },
    {
      title: "Security first",
      description: "GDPR-ready processes and SOC 2 Type II audited controls protect your data.",
      icon: "shieldCheck",
    },
    {
      title: "Always available",
      description: `Engineers on call around the clock for critical issues, and a ${siteConfig.record.uptime} uptime SLA on our ${uptimeSlaPlans()}.`,
      icon: "headphones",
    },
    {
      title: "Measurable results",
      description: `AI clients see a ${siteConfig.record.aiRevenueIncrease} average revenue increase and up to 80% less manual work.`,
      icon: "trendingUp",
    },
    {
      title: "A true partnership",
      description: "One team from first call to long-term support, with a reply within 24 hours.",
      icon: "handshake",
    },
  ],
} satisfies { title: string; description: string; items: readonly Feature[] };

export const homeTestimonials = {
  title: "What our clients say",
  description: "Trusted by startups, scale-ups and established companies.",
  link: { label: "Read our case studies", href: "/case-studies" },
  items: [
    {
      name: "Sarah Johnson",
      company: "TechStart Inc.",
      role: "CEO",
      content:
        "Cedarwave rebuilt our platform and added an AI assistant that now resolves most customer questions on its own. Our support queue has never been shorter.",
      rating: 5,
    },
    {
      name: "Michael Chen",
      company: "RetailPro",
      role: "CTO",
      content:
        "Their cloud migration was flawless: zero downtime, hosting costs down 31% and a team that answered in the middle of the night when we needed them.",
      rating: 5,
      caseStudy: caseStudyPath("retailpro"),
    },
    {
      name: "Layla Haddad",
      company: "Medina Health",
      role: "Operations Director",
      content:
        "The security audit and the new patient app were delivered on time and on budget. They explain every decision in plain language.",
      rating: 5,
    },
  ],
} satisfies { title: string; description: string; link: Cta; items: readonly Testimonial[] };

export const homeCta = {
  title: "Ready to start your project?",
  description:
    "Book a free consultation: we will review your goals and propose a plan and a fixed price within 24 hours.",
  primary: { label: "Get Free Consultation", href: "/contact" },
  secondary: { label: "View All Services", href: "/services" },
} satisfies CtaBanner;

/** The six service cards of the overview: title links to the service's page, button to /contact. */
export const homeServiceCards: readonly ServiceCard[] = services.map((service) => ({
  ...service,
  description: service.summary,
  cta: { label: homeServicesIntro.cardCta, href: contactHref(service.contactService) },
}));
