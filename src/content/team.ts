/** The /team page (and the team shown on /company-info): stats, leadership, departments, values. */
import { siteConfig, type Department } from "@/config/site";

import { figures, headCountOf } from "./figures";
import type { PortraitLook } from "./portraits";
import type { CtaBanner, Feature, PageHero, Stat } from "./types";

export interface TeamMember {
  /** The name shown (in Arabic script on Arabic pages). */
  name: string;
  /** The English name, whatever the page's language: the key of the illustrated portrait. */
  portrait: string;
  /** What the illustrated portrait shows, chosen to match the bio (src/content/portraits.ts). */
  look: PortraitLook;
  /**
   * The title shown on the card, once: the seed's short title (President, CEO, CMO, PR; and the
   * CTO) with whatever else the person is ("CEO and Co-founder").
   */
  role: string;
  /** The role spelled out, as a press release or the compact card names the person. */
  roleTitle: string;
  /** The department they lead and its head count: "Leads AI and Data · 16 people". */
  leads: string;
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
  description: `${figures.teamSize.number} people in ${siteConfig.departments.length} departments, each led by one of five leaders, and one shared habit: doing the work properly and explaining it plainly.`,
  primary: { label: "Work With Us", href: "/contact" },
  secondary: { label: "Company Info", href: "/company-info" },
} satisfies PageHero;

export const leadershipIntro = {
  title: "Leadership",
  description:
    "Five leaders, each at the head of a department, who answer for every project we take on.",
};

const leaders = [
  {
    name: "Karim Nassar",
    role: "President and Co-founder",
    roleTitle: "President and Co-founder",
    department: "engineering",
    image: null,
    // The senior co-founder: a decade of leading teams before 2020, so silver hair and glasses.
    look: {
      presents: "man",
      hair: "silver-swept-back",
      glasses: "rectangular",
      beard: null,
      attire: "dark-blazer",
      expression: "smile",
    },
    bio: "Karim co-founded Cedarwave in 2020 after a decade leading engineering teams for banks and retailers. He leads our web and mobile engineers and still reviews every major architecture.",
    expertise: ["Engineering leadership", "Enterprise architecture", "Partnerships"],
    social: {
      linkedin: "https://www.linkedin.com/in/karim-nassar-cedarwave",
      twitter: "https://x.com/karimnassar_cw",
    },
  },
  {
    name: "Maya Sfeir",
    role: "CEO and Co-founder",
    roleTitle: "Chief Executive Officer and Co-founder",
    department: "ai-data",
    image: null,
    look: {
      presents: "woman",
      hair: "shoulder-length-wavy",
      glasses: null,
      beard: null,
      attire: "blazer",
      expression: "open-smile",
    },
    bio: "Maya runs Cedarwave and leads its AI and data team. Before co-founding the company she led AI product teams that shipped assistants used by millions.",
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
    department: "cloud-security",
    image: null,
    look: {
      presents: "man",
      hair: "short-curls",
      glasses: null,
      beard: "full",
      attire: "collared-sweater",
      expression: "calm",
    },
    bio: "Daniel sets the technical standards of every team and leads cloud and security himself. He is a certified cloud architect who cares about fast, secure software and the tests that keep it that way.",
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
    department: "marketing-sales",
    image: null,
    look: {
      presents: "woman",
      hair: "high-bun",
      glasses: "round",
      beard: null,
      attire: "open-collar",
      expression: "smile",
    },
    bio: "Sofia leads marketing and sales from our San Francisco office. She turns complex technology into clear stories and measures every campaign against revenue.",
    expertise: ["Growth marketing", "Brand strategy", "Marketing analytics"],
    social: {
      linkedin: "https://www.linkedin.com/in/sofia-marquez-cedarwave",
      twitter: "https://x.com/sofiamarquez_cw",
    },
  },
  {
    name: "Jad Aoun",
    role: "Head of PR and Client Success",
    roleTitle: "Head of Public Relations and Client Success",
    department: "client-success",
    image: null,
    look: {
      presents: "man",
      hair: "short-side-part",
      glasses: null,
      beard: null,
      attire: "shirt-and-tie",
      expression: "open-smile",
    },
    bio: "Jad leads the account managers and the help desk that answer our clients around the clock. He also speaks for Cedarwave to the press and is the first contact for journalists.",
    expertise: ["Client relationships", "Support operations", "Media relations"],
    social: {
      linkedin: "https://www.linkedin.com/in/jad-aoun-cedarwave",
      twitter: "https://x.com/jadaoun_cw",
    },
  },
] as const satisfies readonly (Omit<TeamMember, "portrait" | "leads"> & {
  department: Department["id"];
})[];

/** The departments' names, by id: the same order as the facts module's departments. */
const departmentNames = {
  "ai-data": "AI and Data",
  engineering: "Engineering",
  "cloud-security": "Cloud and Security",
  "client-success": "Client Success and Support",
  "marketing-sales": "Marketing and Sales",
} satisfies Record<Department["id"], string>;

/** "Leads AI and Data · 16 people". */
export function leadsLine(name: string, headCount: string): string {
  return `Leads ${name} · ${headCount}`;
}

/** The leadership, each with the portrait of their (English) name and the department they lead. */
export const leadership = leaders.map(({ department, ...member }) => ({
  ...member,
  portrait: member.name,
  leads: leadsLine(departmentNames[department], headCountOf(department)),
})) satisfies readonly TeamMember[];

/** The department each leader leads, by their (English) name. */
export const leaderDepartments = Object.fromEntries(
  leaders.map((member) => [member.name, member.department]),
) as Record<(typeof leaders)[number]["name"], Department["id"]>;

/** Who leads a department (their English name). */
export function leaderOf(id: Department["id"]): (typeof leaders)[number]["name"] {
  const leader = leaders.find((member) => member.department === id);
  if (!leader) throw new Error(`No leader for the department "${id}"`);
  return leader.name;
}

export const teamStats = [
  figures.teamSize,
  figures.projectsDelivered,
  figures.yearsOfExperience,
  figures.certifications,
] as const satisfies readonly Stat[];

/** "16 people, led by Maya Sfeir.": a department card's last line. */
function ledBy(id: Department["id"]): string {
  return `${headCountOf(id)}, led by ${leaderOf(id)}.`;
}

export const departments = {
  title: "Our departments",
  description: `${siteConfig.departments.length} teams, one process: every project gets the specialists it needs.`,
  items: [
    {
      title: departmentNames["ai-data"],
      description: `Conversational AI, custom models, automation and analytics, from prototype to production. ${ledBy("ai-data")}`,
      icon: "brain",
    },
    {
      title: departmentNames.engineering,
      description: `Web and mobile developers who build fast, accessible and well-tested products. ${ledBy("engineering")}`,
      icon: "code",
    },
    {
      title: departmentNames["cloud-security"],
      description: `Certified cloud architects and security specialists who keep systems up and safe. ${ledBy("cloud-security")}`,
      icon: "shieldCheck",
    },
    {
      title: departmentNames["client-success"],
      description: `Account managers and the 24/7 help desk who make sure nothing falls through. ${ledBy("client-success")}`,
      icon: "headphones",
    },
    {
      title: departmentNames["marketing-sales"],
      description: `Marketing, partnerships and sales in Beirut and San Francisco, and our voice to the press. ${ledBy("marketing-sales")}`,
      icon: "trendingUp",
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
      description: `${figures.certifications.number} certifications and counting: we study the tools before we sell them.`,
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
