import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { Hero } from "@/components/sections/hero";
import { PlanGroupSection, type PlanGroupLayout } from "@/components/sections/plan-group-section";
import { PlanGuide } from "@/components/sections/plan-guide";
import type { Locale } from "@/config/locales";
import { billingOf } from "@/content/pricing-page";
import type { PlanGroup } from "@/content/types";
import { copyIn } from "@/lib/i18n/copy";

/**
 * How each group is drawn, in page order: never two alike in a row (the chat plans as full
 * cards, the voice plans as slim cards, Website Builder as a comparison table, Automation slim).
 */
const planGroupLayouts = {
  ai: "cards",
  "conversational-ai": "slim",
  "website-builder": "table",
  automation: "slim",
} as const satisfies Record<PlanGroup["id"], PlanGroupLayout>;

/** /pricing: which plan fits whom, then every plan group, in either language. */
export function PricingPage({ locale }: { locale: Locale }) {
  const { billingLabels, planGuide, pricingCta, pricingHero, pricingNavLabel } = copyIn(
    locale,
    "pricing-page",
  );
  const { planGroups } = copyIn(locale, "plans");
  return (
    <>
      <BreadcrumbJsonLd path="/pricing" />
      <Hero hero={pricingHero} size="md">
        <nav aria-label={pricingNavLabel}>
          <ul className="flex flex-wrap justify-center gap-2 sm:gap-3">
            {planGroups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-2.5 py-1.5 text-xs font-semibold hover:border-primary sm:gap-2 sm:px-4 sm:py-2 sm:text-sm"
                >
                  {group.title}
                  <span className="text-xs font-medium text-muted-foreground">
                    {billingLabels[billingOf(group)].short}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Hero>
      <PlanGuide guide={planGuide} />
      {planGroups.map((group, index) => (
        <PlanGroupSection
          key={group.id}
          group={group}
          layout={planGroupLayouts[group.id]}
          muted={index % 2 === 0}
        />
      ))}
      <CtaBanner cta={pricingCta} />
    </>
  );
}
