// The default locale's page: its definition is its twin's under src/app/(intl)/[locale].
export {
  default,
  generateMetadata,
  generateStaticParams,
} from "@/app/(intl)/[locale]/(site)/contact/choice/[choice]/page";

export const dynamicParams = false;
