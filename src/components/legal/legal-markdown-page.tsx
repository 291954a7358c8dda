import type { RoutePath } from "@/config/routes";
import { getLegalDocument, type LegalDocumentSlug } from "@/content/legal/documents";

import { LegalLayout } from "./legal-layout";
import { legalProseClasses } from "./prose";

/** A legal document authored in Markdown, rendered at build time in the legal layout. */
export async function LegalMarkdownPage({
  slug,
  path,
}: {
  slug: LegalDocumentSlug;
  path: RoutePath;
}) {
  const document = await getLegalDocument(slug);
  return (
    <LegalLayout
      title={document.title}
      description={document.description}
      effectiveDate={document.effectiveDate}
      headings={document.headings}
      currentPath={path}
    >
      <div
        className={legalProseClasses}
        // Built at build time from our own Markdown in src/content/legal.
        dangerouslySetInnerHTML={{ __html: document.html }}
      />
    </LegalLayout>
  );
}
