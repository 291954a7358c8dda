import { formatAddress, siteConfig } from "@/config/site";

/** schema.org Organization for the home page, from the site config. */
export function organizationJsonLd(): Record<string, unknown> {
  const { beirut, sanFrancisco } = siteConfig.offices;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: siteConfig.url,
    logo: `${siteConfig.url}/icon.svg`,
    foundingDate: String(siteConfig.foundingYear),
    email: siteConfig.email,
    description: siteConfig.description,
    sameAs: siteConfig.social.map((social) => social.href),
    address: {
      "@type": "PostalAddress",
      streetAddress: beirut.street,
      addressLocality: beirut.city,
      addressCountry: "LB",
    },
    location: [beirut, sanFrancisco].map((office) => ({
      "@type": "Place",
      name: `${siteConfig.name} ${office.name}`,
      address: formatAddress(office),
    })),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: siteConfig.email,
        telephone: beirut.phone,
      },
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: siteConfig.supportEmail,
        availableLanguage: ["English", "Arabic", "French"],
      },
    ],
  };
}
