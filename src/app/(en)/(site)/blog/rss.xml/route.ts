// The default locale's feed: the handler of its twin under src/app/(intl)/[locale].
export { GET } from "@/app/(intl)/[locale]/(site)/blog/rss.xml/route";

export const dynamic = "force-static";
