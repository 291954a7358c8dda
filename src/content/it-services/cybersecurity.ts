import { serviceLevelFigures as levels } from "../figures";
import { fourStepProcess } from "../process";
import { contactHref, getService } from "../services";
import type { ItServicePage } from "./types";

const service = getService("cybersecurity");
const contact = contactHref(service.contactService);

export const cybersecurityPage = {
  slug: "cybersecurity",
  path: "/cybersecurity",
  hero: {
    eyebrow: service.title,
    title: "Security that keeps threats out and",
    highlight: "auditors happy",
    description: service.description,
    primary: { label: "Request a Security Review", href: contact },
    secondary: { label: "All Services", href: "/services" },
  },
  stats: [
    { number: levels.onCall, label: "Threat monitoring" },
    { number: levels.iso27001, label: "Certified processes" },
    { number: levels.soc2, label: "Type II audited" },
    { number: levels.gdpr, label: "Compliance support" },
  ],
  included: {
    title: "What is included",
    description: "Prevention, detection and response, with the paperwork auditors ask for.",
    items: [
      {
        title: "Security audits",
        description:
          "A review of your systems, policies and cloud configuration against best practice.",
        icon: "search",
      },
      {
        title: "Penetration testing",
        description:
          "Ethical hackers test your web apps, APIs and network, with a prioritised fix list.",
        icon: "shield",
      },
      {
        title: "24/7 threat monitoring",
        description:
          "Continuous monitoring of logs and endpoints, with alerts triaged by analysts.",
        icon: "eye",
      },
      {
        title: "Compliance",
        description:
          "Readiness for ISO 27001, SOC 2 and GDPR: gap analysis, policies and evidence.",
        icon: "fileText",
      },
      {
        title: "Incident response",
        description: "A response plan before you need it, and a team on call when you do.",
        icon: "zap",
      },
      {
        title: "Security awareness training",
        description:
          "Phishing simulations and short courses that make your staff your first defence.",
        icon: "graduationCap",
      },
    ],
  },
  technologies: {
    title: "Technologies and frameworks",
    description: "Industry-standard tools and frameworks, applied by certified practitioners.",
    groups: [
      {
        name: "Frameworks",
        items: ["ISO 27001", "SOC 2", "NIST CSF", "OWASP Top 10", "CIS Controls"],
      },
      { name: "Testing", items: ["Burp Suite", "Nmap", "OWASP ZAP", "Metasploit"] },
      { name: "Monitoring", items: ["SIEM", "EDR", "Microsoft Sentinel", "Wazuh"] },
      { name: "Identity", items: ["SSO", "Multi-factor authentication", "Zero trust access"] },
    ],
  },
  process: {
    title: "How we secure your business",
    description: "Four steps from knowing your risks to defending against them every day.",
    steps: fourStepProcess({
      discovery:
        "We map your assets, data flows and current controls, and identify the threats that matter to you.",
      strategy:
        "A risk-ranked roadmap: quick wins first, then the controls and policies your compliance goals need.",
      development:
        "We harden systems, test them by attacking them, and fix what we find together with your team.",
      deployment:
        "Monitoring goes live around the clock, with incident response on call and regular re-testing.",
    }),
  },
  faq: {
    title: "Cybersecurity FAQ",
    description: "What clients ask before a security engagement.",
    items: [
      {
        question: "How often should we run a penetration test?",
        answer:
          "At least once a year and after every major change to your applications or infrastructure.",
      },
      {
        question: "Can you help us get ISO 27001 or SOC 2?",
        answer:
          "Yes. We run the gap analysis, write the policies, put the controls in place and prepare the evidence for your auditor.",
      },
      {
        question: "What happens if we are attacked?",
        answer:
          "With incident response on retainer, our team starts containment immediately, investigates, restores service and reports to you and, where required, to regulators.",
      },
      {
        question: "Is a small company really a target?",
        answer:
          "Yes: most attacks are automated and target whoever is vulnerable. Basic controls and monitoring stop the vast majority of them.",
      },
    ],
  },
  cta: {
    title: "Find your weak spots before attackers do",
    description:
      "Request a security review. We reply within 24 hours with a scope and a fixed price.",
    primary: { label: "Request a Security Review", href: contact },
    secondary: { label: "View All Services", href: "/services" },
  },
} satisfies ItServicePage;
