import { SiteShell } from "@/components/layout/site-shell";
import { localizedNotFoundMetadata, NotFoundPage } from "@/components/pages/not-found-page";
import { routeLocale, type LocaleParams } from "@/lib/i18n/route-locale";

// A locale's 404 document (src/config/not-found.mjs): pre-rendered at <prefix>/not-found, and
// served by server.mjs with status 404 for every path under the prefix that Next.js does not
// match (src/lib/http/not-found.mjs), as global-not-found.tsx is for the rest; its own path
// answers the same 404. Outside (site), so it sets the header and footer itself, as
// global-not-found.tsx does. Never indexed, and in no registry, sitemap or search index.
interface Props {
  params: Promise<LocaleParams>;
}

export async function generateMetadata({ params }: Props) {
  return localizedNotFoundMetadata(await routeLocale(params));
}

export default async function LocaleNotFound({ params }: Props) {
  const locale = await routeLocale(params);
  return (
    <SiteShell>
      <NotFoundPage locale={locale} />
    </SiteShell>
  );
}
