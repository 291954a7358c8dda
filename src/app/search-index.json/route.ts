// The default locale's search index, built once at build time and served as a static JSON file:
// the handler of the other locales' (src/app/(intl)/[locale]/search-index.json), read without a
// [locale] segment.
export { GET } from "../(intl)/[locale]/search-index.json/route";

export const dynamic = "force-static";
