/** The /company-info page: overview, team, services and contact, from site config and shared content. */
import { formatAddress, formatOfficeHours, siteConfig, teamSize } from "@/config/site";

import { services } from "./services";
import { leadership } from "./team";
import type { IconName, PageHero, ServiceCard } from "./types";

export interface Fact {
  label: string;
  value: string;
  description: string;
  icon: IconName;
}

export interface ContactDetail {
  label: string;
  value: string;
  href?: string;
  note?: string;
  icon: IconName;
}

const { beirut: hq, sanFrancisco: sf } = siteConfig.offices;

export const companyHero = {
  eyebrow: siteConfig.legalName,
  title: "Company",
  highlight: "information",
  description: `${siteConfig.name} at a glance: who we are, where to find us, the people who lead us and the services we deliver.`,
  primary: { label: "Contact Us", href: "/contact" },
  secondary: { label: "Press Release", href: "/press-release" },
} satisfies PageHero;

export const companyOverview = {
  title: "Overview",
  description: `${siteConfig.legalName} is an AI and IT services company for growing businesses.`,
  facts: [
    {
      label: "Founded",
      value: String(siteConfig.foundingYear),
      description: `${siteConfig.name} was founded in ${siteConfig.foundingYear} to bring practical AI and dependable engineering to growing businesses.`,
      icon: "calendar",
    },
    {
      label: "Offices",
      value: `${hq.city} and ${sf.city}`,
      description: `Our headquarters are in ${hq.city}, ${hq.country}; our ${sf.name} is in ${sf.city}, ${sf.region}.`,
      icon: "mapPin",
    },
    {
      label: "What we do",
      value: "AI and IT services",
      description:
        "Conversational AI, AI website builders, custom AI and automation, plus web and mobile development, cloud, cybersecurity and 24/7 IT support.",
      icon: "briefcase",
    },
  ],
} satisfies { title: string; description: string; facts: readonly Fact[] };

export const companyTeamIntro = {
  title: "Our team",
  description: `${leadership.length} leaders, each at the head of one of our ${siteConfig.departments.length} departments: ${teamSize} people in all.`,
  link: { label: "Meet the team", href: "/team" },
};

export const companyServicesIntro = {
  title: "Our services",
  description: "Six practices under one roof.",
  learnMore: "Learn more",
};

export const companyServiceCards: readonly ServiceCard[] = services.map((service) => ({
  title: service.title,
  description: service.summary,
  features: service.features,
  icon: service.icon,
  link: service.link,
  gradient: service.gradient,
}));

export const companyContact = {
  title: "Contact",
  description: `Reach our headquarters in ${hq.city} or our office in ${sf.city}; we reply ${siteConfig.responseTime}.`,
  details: [
    {
      label: "Email",
      value: siteConfig.email,
      href: `mailto:${siteConfig.email}`,
      icon: "mail",
    },
    {
      label: `Phone, ${hq.city}`,
      value: hq.phone,
      href: hq.phoneHref,
      note: formatOfficeHours(hq),
      icon: "phone",
    },
    {
      label: `Phone, ${sf.city}`,
      value: sf.phone,
      href: sf.phoneHref,
      note: formatOfficeHours(sf),
      icon: "phone",
    },
    {
      label: "Headquarters",
      value: formatAddress(hq),
      icon: "mapPin",
    },
    {
      label: sf.name,
      value: formatAddress(sf),
      icon: "mapPin",
    },
    {
      label: "Press",
      value: siteConfig.pressEmail,
      href: `mailto:${siteConfig.pressEmail}`,
      icon: "fileText",
    },
  ],
  cta: { label: "Send Us a Message", href: "/contact" },
} satisfies {
  title: string;
  description: string;
  details: readonly ContactDetail[];
  cta: { label: string; href: string };
};
