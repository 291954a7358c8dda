import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";
import { TeamGrid } from "@/components/sections/team-grid";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** The /team page, in either language (src/app/(en)/(site)/team and its Arabic twin). */
export function TeamPage({ locale }: { locale: Locale }) {
  const { cultureValues, departments, joinUs, leadership, leadershipIntro, teamHero, teamStats } =
    copyIn(locale, "team");
  return (
    <>
      <BreadcrumbJsonLd path="/team" />
      <Hero hero={teamHero} size="md">
        <StatGrid stats={teamStats} />
      </Hero>
      <Section
        id="leadership"
        title={leadershipIntro.title}
        description={leadershipIntro.description}
      >
        <TeamGrid members={leadership} label={leadershipIntro.title} />
      </Section>
      <Section
        id="departments"
        tone="muted"
        title={departments.title}
        description={departments.description}
      >
        <FeatureGrid items={departments.items} columns={3} label={departments.title} />
      </Section>
      <Section id="culture" title={cultureValues.title} description={cultureValues.description}>
        <FeatureGrid items={cultureValues.items} variant="list" />
      </Section>
      <CtaBanner cta={joinUs} id="join-us" />
    </>
  );
}
