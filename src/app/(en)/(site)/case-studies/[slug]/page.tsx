// The default locale's page: its definition is its twin's under src/app/(intl)/[locale].
export {
  default,
  generateMetadata,
  generateStaticParams,
} from "@/app/(intl)/[locale]/(site)/case-studies/[slug]/page";

export const dynamicParams = false;
