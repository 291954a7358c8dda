/** The /team page (and the team shown on /company-info): stats, leadership, departments, values. */
import { recordFigure, siteConfig } from "@/config/site";

import type { CtaBanner, Feature, PageHero, Stat } from "./types";

export interface TeamMember {
  /** The name shown (in Arabic script on Arabic pages). */
  name: string;
  /** The English name, whatever the page's language: the key of the illustrated portrait. */
  portrait: string;
  /** The short title shown on the card (President, CEO, CMO, PR...). */
  role: string;
  /** The role spelled out. */
  roleTitle: string;
  /** A photo URL, or null to show the member's illustrated portrait (src/lib/portraits.ts). */
  image: string | null;
  bio: string;
  expertise: readonly string[];
  social: { linkedin?: string; twitter?: string; github?: string };
}

export const teamHero = {
  eyebrow: "The people behind Cedarwave",
  title: "Meet the team building",
  highlight: "what's next",
  description:
    "A small senior core, a wider network of certified specialists, and one shared habit: doing the work properly and explaining it plainly.",
  primary: { label: "Work With Us", href: "/contact" },
  secondary: { label: "Company Info", href: "/company-info" },
} satisfies PageHero;

export const leadershipIntro = {
  title: "Leadership",
  description: "The core members who run Cedarwave and answer for every project we take on.",
};

const leaders = [
  {
    name: "Karim Nassar",
    role: "President",
    roleTitle: "President and Co-founder",
    image: null,
    bio: "Karim co-founded Cedarwave in 2020 after a decade leading engineering teams for banks and retailers. He sets the company's direction and still reviews every major architecture.",
    expertise: ["Business strategy", "Enterprise architecture", "Partnerships"],
    social: {
      linkedin: "https://www.linkedin.com/in/karim-nassar-cedarwave",
      twitter: "https://x.com/karimnassar_cw",
    },
  },
  {
    name: "Maya Sfeir",
    role: "CEO",
    roleTitle: "Chief Executive Officer and Co-founder",
    image: null,
    bio: "Maya runs Cedarwave day to day, from client delivery to hiring. Before co-founding the company she led AI product teams that shipped assistants used by millions.",
    expertise: ["AI product strategy", "Operations", "Client delivery"],
    social: {
      linkedin: "https://www.linkedin.com/in/maya-sfeir-cedarwave",
      twitter: "https://x.com/mayasfeir_cw",
      github: "https://github.com/mayasfeir-cw",
    },
  },
  {
    name: "Daniel Okafor",
    role: "CTO",
    roleTitle: "Chief Technology Officer",
    image: null,
    bio: "Daniel leads engineering across AI, web, mobile and cloud. He is a certified cloud architect who cares about fast, secure software and the tests that keep it that way.",
    expertise: ["Machine learning", "Cloud architecture", "Security engineering"],
    social: {
      linkedin: "https://www.linkedin.com/in/daniel-okafor-cedarwave",
      github: "https://github.com/dokafor-cw",
    },
  },
  {
    name: "Sofia Marquez",
    role: "CMO",
    roleTitle: "Chief Marketing Officer",
    image: null,
    bio: "Sofia leads marketing and growth in the US from our San Francisco office. She turns complex technology into clear stories and measures every campaign against revenue.",
    expertise: ["Growth marketing", "Brand strategy", "Marketing analytics"],
    social: {
      linkedin: "https://www.linkedin.com/in/sofia-marquez-cedarwave",
      twitter: "https://x.com/sofiamarquez_cw",
    },
  },
  {
    name: "Jad Aoun",
    role: "PR",
    roleTitle: "Head of Public Relations",
    image: null,
    bio: "Jad looks after Cedarwave's voice with the press, analysts and the community, and is the first contact for journalists and event organisers.",
    expertise: ["Media relations", "Corporate communications", "Events"],
    social: {
      linkedin: "https://www.linkedin.com/in/jad-aoun-cedarwave",
      twitter: "https://x.com/jadaoun_cw",
    },
  },
] as const satisfies readonly Omit<TeamMember, "portrait">[];

/** The leadership, each with the portrait of their (English) name. */
export const leadership = leaders.map((member) => ({
  ...member,
  portrait: member.name,
})) satisfies readonly TeamMember[];

export const teamStats = [
  { number: String(leadership.length), label: "Core Team Members" },
  {
    number: recordFigure(siteConfig.record.yearsOfExperience),
    label: "Years of experience, on average",
  },
  { number: recordFigure(siteConfig.record.projectsDelivered), label: "Projects Completed" },
  { number: "20+", label: "Certifications" },
] as const satisfies readonly Stat[];

export const departments = {
  title: "Our departments",
  description: "Four teams, one process: every project gets the specialists it needs.",
  items: [
    {
      title: "AI and Data",
      description:
        "Conversational AI, custom models, automation and analytics, from prototype to production.",
      icon: "brain",
    },
    {
      title: "Engineering",
      description: "Web and mobile developers who build fast, accessible and well-tested products.",
      icon: "code",
    },
    {
      title: "Cloud and Security",
      description:
        "Certified cloud architects and security specialists who keep systems up and safe.",
      icon: "shieldCheck",
    },
    {
      title: "Client Success and Support",
      description: "Account managers and the 24/7 help desk who make sure nothing falls through.",
      icon: "headphones",
    },
  ],
} satisfies { title: string; description: string; items: readonly Feature[] };

export const cultureValues = {
  title: "Our culture",
  description: "The values we hire for and hold each other to.",
  items: [
    {
      title: "Craft",
      description: "We take pride in the details: clean code, clear design and work that lasts.",
      icon: "award",
    },
    {
      title: "Transparency",
      description: "Fixed prices, honest timelines and plain answers, even when the news is bad.",
      icon: "eye",
    },
    {
      title: "Ownership",
      description: "We treat your project as our own and stay with it long after launch.",
      icon: "handshake",
    },
    {
      title: "Always learning",
      description: "20+ certifications and counting: we study the tools before we sell them.",
      icon: "graduationCap",
    },
  ],
} satisfies { title: string; description: string; items: readonly Feature[] };

export const joinUs = {
  title: "Join our team",
  description:
    "We are always glad to meet talented engineers, designers and consultants. Tell us about yourself and the work you love.",
  primary: { label: "Get in Touch", href: "/contact" },
  secondary: { label: "About the Company", href: "/company-info" },
} satisfies CtaBanner;
