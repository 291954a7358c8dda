/** Site-wide facts. No component spells these out: they read them from here. */

export interface Office {
  id: "beirut" | "san-francisco";
  name: string;
  street: string;
  city: string;
  region?: string;
  postalCode?: string;
  country: string;
  phone: string;
  /** tel: href form of the phone number */
  phoneHref: string;
  /** The seed marks the San Francisco number as a placeholder. */
  phoneIsPlaceholder: boolean;
}

export interface SocialLink {
  id: "linkedin" | "twitter" | "github" | "facebook";
  label: string;
  href: string;
}

const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? "https://www.cedarwave.example").replace(
  /\/$/,
  "",
);

export const siteConfig = {
  name: "Cedarwave",
  legalName: "Cedarwave Technologies",
  foundingYear: 2020,
  url: siteUrl,
  tagline: "AI and IT services that move your business forward",
  description:
    "Cedarwave builds conversational AI, AI website builders, custom AI and automation, and delivers web, mobile, cloud, cybersecurity and IT support for growing businesses.",
  locale: "en_US",
  email: "hello@cedarwave.example",
  supportEmail: "support@cedarwave.example",
  privacyEmail: "privacy@cedarwave.example",
  pressEmail: "press@cedarwave.example",
  businessHours: "Mon-Fri 9am-6pm EST",
  responseTime: "within 24 hours",
  offices: {
    beirut: {
      id: "beirut",
      name: "Headquarters",
      street: "Charles Malek Avenue, Achrafieh",
      city: "Beirut",
      country: "Lebanon",
      phone: "+961 1 555 0100",
      phoneHref: "tel:+96115550100",
      phoneIsPlaceholder: false,
    },
    sanFrancisco: {
      id: "san-francisco",
      name: "US office",
      street: "535 Mission Street, 14th Floor",
      city: "San Francisco",
      region: "CA",
      postalCode: "94105",
      country: "United States",
      phone: "+1 (415) 555-0100",
      phoneHref: "tel:+14155550100",
      phoneIsPlaceholder: true,
    },
  } satisfies Record<string, Office>,
  social: [
    { id: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/cedarwave" },
    { id: "twitter", label: "X (Twitter)", href: "https://x.com/cedarwave" },
    { id: "github", label: "GitHub", href: "https://github.com/cedarwave" },
    { id: "facebook", label: "Facebook", href: "https://www.facebook.com/cedarwave" },
  ] satisfies SocialLink[],
} as const;

export function formatAddress(office: Office): string {
  const cityLine = [office.city, [office.region, office.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [office.street, cityLine, office.country].join(", ");
}
