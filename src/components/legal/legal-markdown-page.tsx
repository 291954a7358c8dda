import { Prose } from "@/components/ui/prose";
import type { RoutePath } from "@/config/routes";
import type { LegalDocumentSlug } from "@/content/legal/schema";
import { getLegalDocument } from "@/lib/collections/legal";

import { LegalLayout } from "./legal-layout";

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
      <Prose variant="legal" html={document.html} />
    </LegalLayout>
  );
}
