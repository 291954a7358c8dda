/** /compliance: certifications, regulatory frameworks, monitoring and transparency. */
import { siteConfig } from "@/config/site";
import type { Cta, CtaBanner, Feature, IconName, PageHero } from "@/content/types";

export interface ComplianceCard {
  title: string;
  status: string;
  description: string;
  icon: IconName;
}

export interface RegulatoryGroup {
  title: string;
  icon: IconName;
  items: readonly { name: string; description: string }[];
}

export const complianceHero = {
  eyebrow: "Trust and compliance",
  title: "Compliance you can",
  highlight: "verify",
  description: `${siteConfig.name} handles client data with AI every day. These are the standards we hold ourselves to, how we check that we meet them, and how you can see the evidence.`,
  primary: { label: "Request a report", href: "/contact" },
  secondary: { label: "How we process data", href: "/data-processing" },
} satisfies PageHero;

export const complianceCards = {
  id: "certifications",
  title: "Certifications and attestations",
  description: "Independent audits and formal programmes that cover every service we deliver.",
  items: [
    {
      title: "ISO 27001",
      status: "Certified",
      icon: "award",
      description:
        "Our information security management system is certified to ISO/IEC 27001, covering the design, development, hosting and support of our AI and IT services.",
    },
    {
      title: "GDPR Compliance",
      status: "Compliant",
      icon: "shieldCheck",
      description:
        "We meet the EU General Data Protection Regulation as a controller and as a processor, with a data protection officer, records of processing and impact assessments.",
    },
    {
      title: "SOC 2 Type II",
      status: "Audited",
      icon: "fileText",
      description:
        "An independent auditor tests the operating effectiveness of our controls for security, availability and confidentiality over a twelve-month period.",
    },
    {
      title: "Data Processing",
      status: "Implemented",
      icon: "database",
      description:
        "A data processing agreement with every client, standard contractual clauses for international transfers, and a sub-processor list shared with each client.",
    },
  ] satisfies readonly ComplianceCard[],
};

export const regulatoryFrameworks = {
  id: "frameworks",
  title: "Regulatory frameworks",
  description: "The laws, standards and frameworks our programme is mapped to.",
  groups: [
    {
      title: "Data protection",
      icon: "scale",
      items: [
        { name: "GDPR", description: "EU and UK General Data Protection Regulation" },
        { name: "CCPA", description: "California Consumer Privacy Act, as amended by the CPRA" },
        {
          name: "PIPEDA",
          description: "Canada's Personal Information Protection and Electronic Documents Act",
        },
      ],
    },
    {
      title: "Security standards",
      icon: "lock",
      items: [
        { name: "ISO 27001", description: "Information security management systems" },
        { name: "SOC 2", description: "Trust services criteria for service organisations" },
        {
          name: "PCI DSS",
          description: "Payment card data security, for the payment flows we build",
        },
      ],
    },
    {
      title: "Industry frameworks",
      icon: "layers",
      items: [
        {
          name: "AI ethics",
          description: "Fairness, transparency and human oversight for every AI system we ship",
        },
        {
          name: "SDLC security",
          description: "Security built into each step of our software development life cycle",
        },
        { name: "CSA", description: "Cloud Security Alliance controls for cloud workloads" },
        {
          name: "NIST",
          description: "NIST Cybersecurity Framework and AI Risk Management Framework",
        },
      ],
    },
  ] satisfies readonly RegulatoryGroup[],
};

export const complianceMonitoring = {
  id: "monitoring",
  title: "Continuous monitoring",
  description:
    "Compliance is not a yearly event. We check our controls continuously and fix what we find.",
  items: [
    {
      title: "Automated control checks",
      icon: "activity",
      description:
        "Cloud configuration, access rights and encryption settings are checked daily against our baseline, with alerts on any drift.",
    },
    {
      title: "Vulnerability management",
      icon: "search",
      description:
        "Continuous dependency and infrastructure scanning, annual third-party penetration tests, and fixes tracked to agreed deadlines.",
    },
    {
      title: "24/7 security operations",
      icon: "eye",
      description:
        "Security events across our systems are monitored around the clock, with an incident response plan rehearsed twice a year.",
    },
    {
      title: "Internal audits and reviews",
      icon: "check",
      description:
        "Quarterly access reviews, internal audits of each control area and a management review of the whole programme every year.",
    },
  ] satisfies readonly Feature[],
};

export const transparencyReports = {
  id: "transparency",
  title: "Transparency reports on request",
  description:
    "Clients and prospective clients can review our ISO 27001 certificate, SOC 2 Type II report, penetration test summary, sub-processor list and standard data processing agreement under a non-disclosure agreement.",
  primary: { label: "Request transparency reports", href: "/contact" },
} satisfies CtaBanner & { id: string };

export const complianceContact = {
  id: "compliance-contact",
  title: "Questions about compliance?",
  description:
    "Our data protection officer and security team answer questionnaires, audit requests and questions about how we handle your data.",
  emailLabel: "Data protection officer",
  addressLabel: "Headquarters",
  phoneLabel: "Telephone",
  links: [
    { label: "Data processing", href: "/data-processing" },
    { label: "Privacy policy", href: "/privacy" },
  ] satisfies readonly Cta[],
};
