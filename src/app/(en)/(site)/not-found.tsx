// The default locale's public pages: their twin's not-found, read without a [locale] segment.
export { default, generateMetadata } from "@/app/(intl)/[locale]/(site)/not-found";
