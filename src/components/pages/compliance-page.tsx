import { BreadcrumbJsonLd } from "@/components/json-ld";
import { ComplianceStatusCards, RegulatoryLists } from "@/components/legal/compliance-cards";
import { ComplianceContact } from "@/components/legal/compliance-contact";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** /compliance in either language. */
export function CompliancePage({ locale }: { locale: Locale }) {
  const {
    complianceCards,
    complianceHero,
    complianceMonitoring,
    regulatoryFrameworks,
    transparencyReports,
  } = copyIn(locale, "legal/compliance");
  return (
    <>
      <BreadcrumbJsonLd path="/compliance" />
      <Hero hero={complianceHero} size="md" />
      <Section
        id={complianceCards.id}
        title={complianceCards.title}
        description={complianceCards.description}
      >
        <ComplianceStatusCards items={complianceCards.items} label={complianceCards.title} />
      </Section>
      <Section
        id={regulatoryFrameworks.id}
        tone="muted"
        title={regulatoryFrameworks.title}
        description={regulatoryFrameworks.description}
      >
        <RegulatoryLists groups={regulatoryFrameworks.groups} label={regulatoryFrameworks.title} />
      </Section>
      <Section
        id={complianceMonitoring.id}
        title={complianceMonitoring.title}
        description={complianceMonitoring.description}
      >
        <FeatureGrid
          items={complianceMonitoring.items}
          columns={4}
          label={complianceMonitoring.title}
        />
      </Section>
      <CtaBanner id={transparencyReports.id} cta={transparencyReports} />
      <ComplianceContact />
    </>
  );
}
