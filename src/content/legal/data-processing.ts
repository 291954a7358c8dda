/** /data-processing: how Cedarwave processes personal data (a content module, not Markdown). */
import { siteConfig } from "@/config/site";
import type { IconName } from "@/content/types";

/** The date this statement took effect; change it when the text changes (SPEC §7). */
export const DATA_PROCESSING_EFFECTIVE_DATE = "2026-08-24";

export interface TitledText {
  title: string;
  description: string;
}

export interface DataCategory extends TitledText {
  icon: IconName;
  examples: readonly string[];
}

export interface SecurityMeasure extends TitledText {
  icon: IconName;
}

/** A section of the statement: its anchor id and h2 title feed the table of contents. */
export interface DocumentSection {
  id: string;
  title: string;
  intro?: string;
}

export const dataProcessing = {
  title: "Data Processing",
  description: `How ${siteConfig.legalName} processes personal data: the principles we follow, our legal bases, the data we handle, how we secure and transfer it, and your rights.`,
  effectiveDate: DATA_PROCESSING_EFFECTIVE_DATE,
  overview: {
    id: "overview",
    title: "Overview",
    paragraphs: [
      `${siteConfig.legalName} builds and operates AI systems and IT services for businesses. That work means handling personal data: about the people who contact us, about our clients' staff, and about our clients' own customers when our systems process data for them.`,
      "This statement sets out the rules we apply to all of it, whether we act as a controller (for our own enquiries, support and marketing) or as a processor on a client's instructions under a data processing agreement. It complements our privacy policy, which describes the data collected through this website in detail.",
    ],
  },
  principles: {
    id: "principles",
    title: "Data processing principles",
    intro:
      "Every processing activity we run, for ourselves or for a client, is designed and reviewed against the seven principles of the General Data Protection Regulation (Article 5).",
    items: [
      {
        title: "Lawfulness, fairness and transparency",
        description:
          "We process personal data only with a valid legal basis, in ways people would reasonably expect, and we explain clearly what we do with it.",
      },
      {
        title: "Purpose limitation",
        description:
          "We collect data for specified, explicit purposes and do not reuse it for unrelated ones. Client data is never used to train models for anyone else.",
      },
      {
        title: "Data minimisation",
        description:
          "We collect only what a purpose needs: our forms ask for the fewest fields possible, and AI pipelines we build strip or mask identifiers they do not need.",
      },
      {
        title: "Accuracy",
        description:
          "We keep personal data accurate and up to date, and correct or delete inaccurate data without delay when we learn of it.",
      },
      {
        title: "Storage limitation",
        description:
          "Every category of data has a retention period. When it ends, the data is deleted or anonymised automatically or by a scheduled review.",
      },
      {
        title: "Integrity and confidentiality",
        description:
          "We protect data against unauthorised access, loss and damage with the technical and organisational measures described below.",
      },
      {
        title: "Accountability",
        description:
          "We document our processing in a record of processing activities, run impact assessments for high-risk processing, and can demonstrate compliance on request.",
      },
    ] satisfies readonly TitledText[],
  },
  legalBases: {
    id: "legal-bases",
    title: "Legal bases for processing",
    intro: "We rely on one of four legal bases for each processing activity, and record which one.",
    items: [
      {
        title: "Consent",
        description:
          "For our newsletter and the client portal waitlist. Consent is freely given, specific and can be withdrawn at any time as easily as it was given.",
      },
      {
        title: "Contract",
        description:
          "To answer a request for a quote or demo you made, and to deliver the services and support agreed with our clients.",
      },
      {
        title: "Legal obligation",
        description:
          "To keep accounting and tax records, respond to lawful requests from authorities and meet our obligations under data protection law.",
      },
      {
        title: "Legitimate interest",
        description:
          "To answer business enquiries, secure our website and systems against abuse, and improve our services, after balancing our interest against your rights.",
      },
    ] satisfies readonly TitledText[],
  },
  categories: {
    id: "data-categories",
    title: "Categories of data we process",
    intro:
      "We group the personal data we handle into three categories, each with its own access rules and retention periods.",
    items: [
      {
        title: "Customer data",
        icon: "users",
        description:
          "Data about the people we work with and for, and the data our clients entrust to the systems we build and run for them.",
        examples: [
          "Names, business email addresses, phone numbers and companies",
          "Enquiries, demo requests and support tickets",
          "Contracts, invoices and billing contacts",
          "Client data processed by AI systems on the client's instructions",
        ],
      },
      {
        title: "Technical data",
        icon: "server",
        description:
          "Data generated when people and systems interact with our website and services, used to run and protect them.",
        examples: [
          "Salted hashes of IP addresses and user agents for rate limiting",
          "Security and access logs of our infrastructure",
          "Service health metrics and error reports",
          "The theme preference kept in your own browser",
        ],
      },
      {
        title: "Marketing data",
        icon: "mail",
        description:
          "Data we use to keep in touch with people who asked to hear from us. We do not buy lists or track visitors for advertising.",
        examples: [
          "Newsletter subscribers' email addresses, sign-up and confirmation dates",
          "Unsubscribe requests, kept on a suppression list as one-way hashes",
          "Client portal waitlist entries",
        ],
      },
    ] satisfies readonly DataCategory[],
  },
  security: {
    id: "security-measures",
    title: "Security measures",
    intro:
      "Our information security management system is aligned with ISO/IEC 27001 and audited against SOC 2 Type II. The measures that protect personal data include:",
    items: [
      {
        title: "Encryption",
        icon: "lock",
        description:
          "TLS 1.2 or higher for all data in transit, and AES-256 encryption for databases, backups and storage at rest.",
      },
      {
        title: "Access control",
        icon: "shieldCheck",
        description:
          "Least-privilege roles, multi-factor authentication for staff, time-limited sessions and quarterly access reviews.",
      },
      {
        title: "Monitoring and logging",
        icon: "activity",
        description:
          "Centralised, tamper-evident logs, alerting on suspicious activity and rate limits on every public form and sign-in.",
      },
      {
        title: "Secure development",
        icon: "code",
        description:
          "Code review, dependency updates, automated security testing and a strict content security policy on our web applications.",
      },
      {
        title: "Resilience",
        icon: "database",
        description:
          "Encrypted, tested backups and documented recovery procedures for the systems we operate.",
      },
      {
        title: "People and incidents",
        icon: "users",
        description:
          "Confidentiality commitments and annual privacy training for every team member, and a tested incident response plan with breach notification within 72 hours.",
      },
    ] satisfies readonly SecurityMeasure[],
  },
  transfers: {
    id: "international-transfers",
    title: "International transfers",
    paragraphs: [
      `We are headquartered in ${siteConfig.offices.beirut.city}, ${siteConfig.offices.beirut.country}, with an office in ${siteConfig.offices.sanFrancisco.city}, ${siteConfig.offices.sanFrancisco.country}, and some of our service providers operate in other countries. Personal data may therefore be processed outside the country where it was collected.`,
      "When we transfer personal data from the European Economic Area, the United Kingdom or Switzerland to a country without an adequacy decision, we protect it with:",
    ],
    safeguards: [
      "the European Commission's standard contractual clauses, with the UK addendum where it applies;",
      "a transfer impact assessment for each destination and provider;",
      "supplementary measures such as encryption with keys we control and pseudonymisation;",
      "client data kept in the hosting region the client chooses, where the client agreement provides for it.",
    ],
  },
  rights: {
    id: "data-subject-rights",
    title: "Data subject rights",
    intro:
      "Whoever you are and whatever data of yours we hold, you can exercise these rights free of charge. We answer within one month.",
    items: [
      "Right to be informed about how your data is used",
      "Right of access to your data and a copy of it",
      "Right to rectification of inaccurate or incomplete data",
      "Right to erasure (the right to be forgotten)",
      "Right to restrict processing",
      "Right to data portability",
      "Right to object to processing, including direct marketing",
      "Rights related to automated decision-making and profiling",
      "Right to withdraw consent at any time",
      "Right to lodge a complaint with a supervisory authority",
    ],
    processorNote:
      "If we process your data on behalf of one of our clients, please address your request to that client; we help our clients answer every request promptly.",
  },
  dpo: {
    id: "data-protection-officer",
    title: "Data protection officer",
    description:
      "Our data protection officer oversees our processing, advises our team and our clients, and is your contact for any question or request about personal data.",
    emailLabel: "Email",
    addressLabel: "Post",
    addressPrefix: `Data Protection Officer, ${siteConfig.legalName}`,
    /** Between the prefix and the address. */
    addressSeparator: ", ",
    privacyLink: { label: "Read our privacy policy", href: "/privacy" },
    complianceLink: { label: "See our compliance programme", href: "/compliance" },
  },
} as const;

/** The h2 sections, in page order: the table of contents and the page both read this. */
export const dataProcessingSections: readonly DocumentSection[] = [
  dataProcessing.overview,
  dataProcessing.principles,
  dataProcessing.legalBases,
  dataProcessing.categories,
  dataProcessing.security,
  dataProcessing.transfers,
  dataProcessing.rights,
  dataProcessing.dpo,
];
