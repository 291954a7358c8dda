import { DocsCards } from "@/components/docs/docs-cards";
import { DocsTopics } from "@/components/docs/docs-topics";
import { FirstRequest } from "@/components/docs/first-request";
import { QuickStart } from "@/components/docs/quick-start";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import {
  docsCards,
  docsCardsIntro,
  docsHero,
  firstRequest,
  quickStart,
} from "@/content/docs/docs-page";
import { configuration, userGuides } from "@/content/docs/docs-sections";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/docs");

export default function DocsPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/docs" />
      <Hero hero={docsHero} size="md" />
      <Section id="browse" title={docsCardsIntro.title} description={docsCardsIntro.description}>
        <DocsCards cards={docsCards} buttonLabel={docsCardsIntro.buttonLabel} />
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
        <DocsTopics topics={userGuides.topics} />
      </Section>
      <Section
        id={configuration.id}
        tone="muted"
        title={configuration.title}
        description={configuration.description}
      >
        <DocsTopics topics={configuration.topics} />
      </Section>
    </>
  );
}
