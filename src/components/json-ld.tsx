import type { Graph, Thing, WithContext } from "schema-dts";

import type { RoutePath } from "@/config/routes";
import { getLocale } from "@/lib/i18n/request";
import type { OfferMark } from "@/lib/offer/offer-marks";
import { breadcrumbJsonLd } from "@/lib/structured-data";

/**
 * Structured data for search engines, serialised safely inside a script tag. `mark`: the
 * offer phases it holds in (src/lib/offer/offer-marks.ts); the server drops it outside them.
 */
export function JsonLd({
  data,
  mark,
}: {
  data: WithContext<Thing> | Graph;
  mark?: Omit<OfferMark, "hidden">;
}) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  const attributes = mark
    ? { "data-offer": mark["data-offer"], "data-offer-ends": mark["data-offer-ends"] }
    : {};
  return (
    <script type="application/ld+json" {...attributes} dangerouslySetInnerHTML={{ __html: json }} />
  );
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
