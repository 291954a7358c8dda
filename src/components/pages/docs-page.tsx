import { DocsCards } from "@/components/docs/docs-cards";
import { DocsTopics } from "@/components/docs/docs-topics";
import { FirstRequest } from "@/components/docs/first-request";
import { QuickStart } from "@/components/docs/quick-start";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** The /docs page, in either language (src/app/(en)/(site)/docs and its Arabic twin). */
export function DocsPage({ locale }: { locale: Locale }) {
  const { docsCards, docsCardsIntro, docsHero, firstRequest, quickStart } = copyIn(
    locale,
    "docs/docs-page",
  );
  const { configuration, userGuides } = copyIn(locale, "docs/docs-sections");
  return (
    <>
      <BreadcrumbJsonLd path="/docs" />
      <Hero hero={docsHero} size="md" />
      <Section id="browse" title={docsCardsIntro.title} description={docsCardsIntro.description}>
        <DocsCards
          cards={docsCards}
          buttonLabel={docsCardsIntro.buttonLabel}
          label={docsCardsIntro.title}
        />
      </Section>
      <Section
        id={quickStart.id}
        tone="muted"
        title={quickStart.title}
        description={quickStart.description}
      >
        <QuickStart steps={quickStart.steps} />
        <FirstRequest {...firstRequest} />
      </Section>
      <Section id={userGuides.id} title={userGuides.title} description={userGuides.description}>
        <DocsTopics topics={userGuides.topics} label={userGuides.title} />
      </Section>
      <Section
        id={configuration.id}
        tone="muted"
        title={configuration.title}
        description={configuration.description}
      >
        <DocsTopics topics={configuration.topics} label={configuration.title} />
      </Section>
    </>
  );
}
