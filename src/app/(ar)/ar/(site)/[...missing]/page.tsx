import { notFound } from "next/navigation";

/**
 * Any /ar/... path no page matches: the Arabic 404 page (not-found.tsx beside the Arabic site
 * layout, in Arabic and right to left) with status 404, instead of the English global one.
 */
export default function MissingArabicPage() {
  notFound();
}
