import type { Graph, Thing, WithContext } from "schema-dts";

import type { RoutePath } from "@/config/routes";
import { getLocale } from "@/lib/i18n/request";
import { breadcrumbJsonLd } from "@/lib/structured-data";

/** Structured data for search engines, serialised safely inside a script tag. */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The BreadcrumbList of a page below the home page. A layout cannot see the path of a static
 * page, so each page renders this once: registry pages by path, content pages with their title;
 * in the page's language (names and URLs).
 */
export function BreadcrumbJsonLd(props: { path: RoutePath } | { path: string; title: string }) {
  const title = "title" in props ? props.title : undefined;
  return <JsonLd data={breadcrumbJsonLd(props.path, title, getLocale())} />;
}
