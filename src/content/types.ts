/** Content shapes (seed §3). Data modules `satisfies` these; no JSX inside data. */
import type { IconName } from "./icon-names";

export type { IconName };

export interface Stat {
  number: string;
  label: string;
}

export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

/** Tailwind gradient stops for a card's icon tile, e.g. "from-cyan-500 to-blue-600". */
export type Gradient = `from-${string} to-${string}`;

export interface ServiceCard {
  title: string;
  description: string;
  features: readonly string[];
  icon: IconName;
  /** The service's own page. */
  link: string;
  gradient: Gradient;
  price?: string;
  /** While an offer runs, its "from" price, shown in place of `price` until `endsAt`. */
  offerPrice?: { price: string; endsAt: string };
  /** Where the card's call-to-action button goes (a /contact URL with the service preselected). */
  cta?: { label: string; href: string };
}

export interface Testimonial {
  /** The person's name as shown (in the page's language). */
  name: string;
  /**
   * The English name, the key of the person's portrait, where `name` is a translation
   * (set by withPortraitKeys, components/sections/testimonial-card.tsx); `name` otherwise.
   */
  portrait?: string;
  company: string;
  role: string;
  content: string;
  rating: 1 | 2 | 3 | 4 | 5;
  results?: string;
  /** The page of the client's case study, where there is one (src/content/case-study-facts.ts). */
  caseStudy?: string;
}

export interface ProcessStep {
  title: string;
  description: string;
  icon?: IconName;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Cta {
  label: string;
  href: string;
}

export interface CtaBanner {
  title: string;
  description: string;
  primary: Cta;
  secondary?: Cta;
}

export interface PageHero {
  eyebrow?: string;
  title: string;
  /** A part of the title shown with the brand gradient. */
  highlight?: string;
  description: string;
  primary?: Cta;
  secondary?: Cta;
}

/** The seed's pricing-plan shape. */
export interface PricingPlan {
  /** Stable id used in /contact?plan=... */
  id: string;
  name: string;
  /** Whole US dollars; null means custom pricing. */
  price: number | null;
  originalPrice?: number;
  period: "month" | "one-time";
  savings?: string;
  /** Percentage off the original price, e.g. 50 for "50% off". */
  discount?: number;
  description: string;
  features: readonly string[];
  buttonText: string;
  popular: boolean;
}

/**
 * A limited-time offer on a group's plans: its sale prices (`price`, with `originalPrice` the
 * list price) hold until `endsAt`, an ISO date and time with its offset; after it, every page
 * shows the list prices (the server rewrites the pre-rendered pages: docs/architecture.md).
 */
export interface PlanOffer {
  endsAt: string;
  /** The IANA zone the end is shown in (the offer's, not the visitor's), and its name. */
  timeZone: string;
  zoneName: string;
}

export interface PlanGroup {
  id: "ai" | "conversational-ai" | "website-builder" | "automation";
  title: string;
  description: string;
  /** The service page that sells these plans. */
  servicePath: string;
  /** The contact form's service-interest value for these plans. */
  contactService: "ai" | "web" | "mobile" | "cloud" | "security" | "support" | "other";
  plans: readonly PricingPlan[];
  /** Set while the group's plans have sale prices (`originalPrice`). */
  offer?: PlanOffer;
  /** The unit the plans are billed by, said under each price ("Billed by conversations"). */
  unit?: string;
  /**
   * Which product the group prices and where its neighbour is, said above its cards where the
   * group is alone on a page: `text`, then a link named `linkLabel` to `other`'s page.
   */
  about?: { text: string; other: PlanGroup["id"]; linkLabel: string };
  /**
   * The badge of the group's `popular` plan where other groups are shown beside it (/pricing):
   * there only the one group with `mostPopular` says "Most Popular" (one badge per page).
   */
  pickLabel: string;
  mostPopular?: true;
}
