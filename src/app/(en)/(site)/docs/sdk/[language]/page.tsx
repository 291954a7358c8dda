// The default locale's page: its definition is its twin's under src/app/(intl)/[locale].
export {
  default,
  generateMetadata,
  generateStaticParams,
} from "@/app/(intl)/[locale]/(site)/docs/sdk/[language]/page";

export const dynamicParams = false;
