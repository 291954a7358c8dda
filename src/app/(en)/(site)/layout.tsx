// The default locale's public pages: their twin's layout, read without a [locale] segment.
export { default } from "@/app/(intl)/[locale]/(site)/layout";
