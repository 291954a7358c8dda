import { BreadcrumbJsonLd } from "@/components/json-ld";
import { ContactDetailCards } from "@/components/sections/contact-detail-cards";
import { FactGrid } from "@/components/sections/fact-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { ServiceCardGrid } from "@/components/sections/service-card-grid";
import { TeamGrid } from "@/components/sections/team-grid";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** The /company-info page, in either language (src/app/(en)/(site)/company-info and its twin). */
export function CompanyInfoPage({ locale }: { locale: Locale }) {
  const {
    companyContact,
    companyHero,
    companyOverview,
    companyServiceCards,
    companyServicesIntro,
    companyTeamIntro,
  } = copyIn(locale, "company");
  const { leadership } = copyIn(locale, "team");
  return (
    <>
      <BreadcrumbJsonLd path="/company-info" />
      <Hero hero={companyHero} size="md" />
      <Section
        id="overview"
        title={companyOverview.title}
        description={companyOverview.description}
      >
        <FactGrid facts={companyOverview.facts} />
      </Section>
      <Section
        id="team"
        tone="muted"
        title={companyTeamIntro.title}
        description={companyTeamIntro.description}
      >
        <TeamGrid members={leadership} label={companyTeamIntro.title} variant="compact" />
        <p className="mt-10 text-center">
          <Link
            href={companyTeamIntro.link.href}
            className={buttonClasses({ variant: "secondary" })}
          >
            {companyTeamIntro.link.label}
            <Icon name="arrowRight" />
          </Link>
        </p>
      </Section>
      <Section
        id="services"
        title={companyServicesIntro.title}
        description={companyServicesIntro.description}
      >
        <ServiceCardGrid
          cards={companyServiceCards}
          learnMoreLabel={companyServicesIntro.learnMore}
          showFeatures={false}
          label={companyServicesIntro.title}
        />
      </Section>
      <Section
        id="contact"
        tone="muted"
        title={companyContact.title}
        description={companyContact.description}
      >
        <ContactDetailCards details={companyContact.details} />
        <p className="mt-10 text-center">
          <Link href={companyContact.cta.href} className={buttonClasses({ size: "lg" })}>
            {companyContact.cta.label}
            <Icon name="arrowRight" />
          </Link>
        </p>
      </Section>
    </>
  );
}
