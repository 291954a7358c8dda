import { localeParams, localeRoute } from "@/lib/i18n/route-locale";
import { blogFeedResponse } from "@/lib/rss";

/** The blog's RSS 2.0 feed in a locale (its posts in that language), built once at build time. */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = localeParams;

export const GET = localeRoute((locale) => blogFeedResponse(locale));
