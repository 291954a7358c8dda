// The default locale's document (its unprefixed pages, and the inbox's): the layout of every
// locale, src/app/(intl)/[locale]/layout.tsx, read without a [locale] segment.
export { default, generateMetadata, viewport } from "../(intl)/[locale]/layout";
