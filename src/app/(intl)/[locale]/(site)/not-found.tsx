import { localizedNotFoundMetadata, NotFoundPage } from "@/components/pages/not-found-page";
import { getLocale } from "@/lib/i18n/request";
import { layoutLocale, type LocaleParams } from "@/lib/i18n/route-locale";

// notFound() in a page of the site rendered per request, as for a first segment that names no
// locale (/xx/contact: routeLocale()): the (site) layout around it already has the header and
// footer, and has set the locale (the default one for such a segment). The pre-rendered pages'
// unknown paths are unmatched ones: Next.js answers those with global-not-found.tsx, and
// server.mjs those under a locale's prefix with the locale's 404 document, ../not-found/page.tsx.
export async function generateMetadata({ params }: { params: Promise<LocaleParams> }) {
  return localizedNotFoundMetadata(await layoutLocale(params));
}

export default function NotFound() {
  return <NotFoundPage locale={getLocale()} />;
}
