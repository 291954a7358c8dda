import { SiteShell } from "@/components/layout/site-shell";
import { localizedNotFoundMetadata, NotFoundPage } from "@/components/pages/not-found-page";
import { setRequestLocale } from "@/lib/i18n/request";

// The Arabic 404 document (src/config/not-found.mjs): pre-rendered here, and served by server.mjs
// with status 404 for every /ar/... path Next.js does not match (src/lib/http/not-found.mjs), as
// global-not-found.tsx is for the rest; its own path answers the same 404. Outside (site), so it
// sets the header and footer itself, as global-not-found.tsx does. Never indexed, and in no
// registry, sitemap or search index.
export const metadata = localizedNotFoundMetadata("ar");

export default function ArabicNotFound() {
  setRequestLocale("ar");
  return (
    <SiteShell>
      <NotFoundPage locale="ar" />
    </SiteShell>
  );
}
