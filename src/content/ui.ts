/**
 * What the shared components say: landmarks, screen-reader text and small print that belong to
 * no single page. A page's own copy lives in that page's module; nothing here is page copy.
 */
import type { HeaderMenuId } from "@/config/nav";

/** "{name} on {network} (opens in a new tab)": the hidden name of a social profile link. */
function socialProfileLabel(owner: string, network: string): string {
  return `${owner} on ${network} (opens in a new tab)`;
}

export const layoutCopy = {
  skipLink: "Skip to main content",
  mainNavLabel: "Main",
  /** The header's menus (src/config/nav.ts); they also title the drawer's sections. */
  menus: { ai: "AI", resources: "Resources" } satisfies Record<HeaderMenuId, string>,
  drawer: {
    open: "Open menu",
    close: "Close menu",
    title: "Menu",
    description: "Site navigation, theme and account links",
    navLabel: "Mobile",
    theme: "Theme",
    /** The first section's title; the others are the header's menus' (menus above). */
    mainPages: "Main Pages",
  },
  theme: {
    menuLabel: "Theme",
    /** The theme button's name: "Theme: Dark". */
    triggerLabel: (choice: string) => `Theme: ${choice}`,
    options: { light: "Light", dark: "Dark", system: "System" },
  },
  footer: {
    socialHeading: "Social media",
    socialLinkLabel: socialProfileLabel,
    /** The name of one footer link group's landmark: "Footer Services". */
    groupLabel: (group: string) => `Footer ${group}`,
    /** "© 2026 Cedarwave Technologies. All rights reserved." */
    copyright: (year: number, legalName: string) => `© ${year} ${legalName}. All rights reserved.`,
  },
} as const;

export const sectionCopy = {
  /** Read before a step's number: "Step 1". */
  stepPrefix: "Step ",
  pricing: {
    popular: "Most Popular",
    perMonth: "/month",
    oneTime: "one-time",
    onRequest: "pricing",
    /** Read before a struck-through old price. */
    wasPrefix: "Was ",
    discount: (percent: number) => `${percent}% off`,
    /** Before the end of an offer's sale prices, as a date. */
    offerUntil: "Sale prices until",
    /** Completes a plan button's name: "Get Started with the Pro plan". */
    withPlan: (plan: string) => ` with the ${plan} plan`,
  },
  serviceCard: {
    /** Completes a card button's name: "Get Started with Web Development". */
    withService: (service: string) => ` with ${service}`,
    aboutService: (service: string) => ` about ${service}`,
  },
  team: {
    expertise: "Expertise",
    socialLinkLabel: socialProfileLabel,
  },
} as const;

export const codeCopy = {
  copy: "Copy",
  copied: "Copied",
  failed: "Copy failed",
  /** Completes the copy button's name: "Copy JavaScript code". */
  codeSuffix: (language: string) => ` ${language} code`,
} as const;

export const searchCopy = {
  submit: "Search",
  hint: "Results appear as you type. Press Enter to open the first result, or the down arrow to move through the results.",
  resultsLabel: (query: string) => `Search results for “${query}”`,
  noResults: {
    before: "Try other words or check the spelling. You can also browse the",
    popular: "popular help articles",
    between: "or",
    ticket: "open a support ticket",
  },
} as const;
