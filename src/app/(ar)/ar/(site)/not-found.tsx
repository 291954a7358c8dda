import { localizedNotFoundMetadata, NotFoundPage } from "@/components/pages/not-found-page";
import { setRequestLocale } from "@/lib/i18n/request";

// notFound() in an Arabic page rendered on request: the Arabic (site) layout around it already
// has the header and footer. (The Arabic pages that call notFound() are all pre-rendered with
// dynamicParams = false, so their unknown paths are unmatched ones: server.mjs answers those with
// the pre-rendered Arabic 404 document, src/app/(ar)/ar/not-found/page.tsx.)
export const metadata = localizedNotFoundMetadata("ar");

export default function NotFound() {
  setRequestLocale("ar");
  return <NotFoundPage locale="ar" />;
}
