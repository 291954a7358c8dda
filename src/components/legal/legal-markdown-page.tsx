import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Prose } from "@/components/ui/prose";
import type { Locale } from "@/config/locales";
import type { RoutePath } from "@/config/routes";
import type { LegalDocumentSlug } from "@/content/legal/schema";
import { getLegalDocument } from "@/lib/collections/legal";
import { localizedRoute } from "@/lib/i18n/routes";

import { LegalLayout } from "./legal-layout";

/**
 * A legal document authored in Markdown (/privacy, /terms, /cookies and their Arabic pages),
 * rendered at build time in the legal layout.
 */
export async function LegalMarkdownPage({
  slug,
  locale,
}: {
  slug: LegalDocumentSlug;
  locale: Locale;
}) {
  const document = await getLegalDocument(slug, locale);
  const path = `/${slug}` satisfies RoutePath;
  return (
    <>
      <BreadcrumbJsonLd path={path} />
      <LegalLayout
        title={document.title}
        description={localizedRoute(path, locale).description}
        effectiveDate={document.effectiveDate}
        headings={document.headings}
        currentPath={path}
      >
        <Prose variant="legal" html={document.html} />
      </LegalLayout>
    </>
  );
}
