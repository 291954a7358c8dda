import { localeParams, localeRoute } from "@/lib/i18n/route-locale";
import { searchIndexResponse } from "@/lib/search/index-route";

/** A locale's search index (its own pages, /ar/...), built once at build time. */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = localeParams;

export const GET = localeRoute((locale) => searchIndexResponse(locale));
