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
import {
  companyContact,
  companyHero,
  companyOverview,
  companyServiceCards,
  companyServicesIntro,
  companyTeamIntro,
} from "@/content/company";
import { leadership } from "@/content/team";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/company-info");

export default function CompanyInfoPage() {
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
        <TeamGrid members={leadership} variant="compact" />
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
