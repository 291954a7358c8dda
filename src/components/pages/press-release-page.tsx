import { BreadcrumbJsonLd } from "@/components/json-ld";
import { PressReleaseArticle } from "@/components/press/press-release-article";
import type { Locale } from "@/config/locales";
import { getPressReleases } from "@/lib/collections/press";

/** /press-release in either language: the latest release. */
export function PressReleasePage({ locale }: { locale: Locale }) {
  const [latest] = getPressReleases(locale);
  if (!latest) throw new Error("No press release in src/content/press");
  return (
    <>
      <BreadcrumbJsonLd path="/press-release" />
      <PressReleaseArticle release={latest} />
    </>
  );
}
