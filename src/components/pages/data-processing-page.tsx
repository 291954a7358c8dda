import { BreadcrumbJsonLd } from "@/components/json-ld";
import {
  CheckList,
  DataCategoryCards,
  IconCards,
  NumberedCards,
} from "@/components/legal/data-processing-lists";
import { DocSection, Paragraphs } from "@/components/legal/doc-section";
import { DpoContact } from "@/components/legal/dpo-contact";
import { LegalLayout } from "@/components/legal/legal-layout";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** /data-processing in either language: a legal document built from its content module. */
export function DataProcessingPage({ locale }: { locale: Locale }) {
  const { dataProcessing, dataProcessingSections } = copyIn(locale, "legal/data-processing");
  const headings = dataProcessingSections.map((s) => ({
    depth: 2 as const,
    text: s.title,
    id: s.id,
  }));
  const { overview, principles, legalBases, categories, security, transfers, rights, dpo } =
    dataProcessing;
  return (
    <LegalLayout
      title={dataProcessing.title}
      description={dataProcessing.description}
      effectiveDate={dataProcessing.effectiveDate}
      headings={headings}
      currentPath="/data-processing"
    >
      <BreadcrumbJsonLd path="/data-processing" />
      <div className="space-y-12">
        <DocSection section={overview}>
          <Paragraphs paragraphs={overview.paragraphs} />
        </DocSection>
        <DocSection section={principles}>
          <NumberedCards items={principles.items} />
        </DocSection>
        <DocSection section={legalBases}>
          <NumberedCards items={legalBases.items} />
        </DocSection>
        <DocSection section={categories}>
          <DataCategoryCards items={categories.items} />
        </DocSection>
        <DocSection section={security}>
          <IconCards items={security.items} />
        </DocSection>
        <DocSection section={transfers}>
          <Paragraphs paragraphs={transfers.paragraphs} />
          <div className="mt-4 max-w-[68ch]">
            <CheckList items={transfers.safeguards} />
          </div>
        </DocSection>
        <DocSection section={rights}>
          <CheckList items={rights.items} columns={2} />
          <p className="mt-6 max-w-[68ch] text-sm leading-relaxed text-muted-foreground">
            {rights.processorNote}
          </p>
        </DocSection>
        <DocSection section={dpo}>
          <DpoContact />
        </DocSection>
      </div>
    </LegalLayout>
  );
}
