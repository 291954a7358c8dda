import { localizedNotFoundMetadata, NotFoundPage } from "@/components/pages/not-found-page";
import { setRequestLocale } from "@/lib/i18n/request";

// notFound() in an Arabic page (and unknown /ar/... paths, through [...missing]): the Arabic
// (site) layout around it already has the header and footer.
export const metadata = localizedNotFoundMetadata("ar");

export default function NotFound() {
  setRequestLocale("ar");
  return <NotFoundPage locale="ar" />;
}
