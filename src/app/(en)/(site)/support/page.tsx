import { SupportChannelGrid } from "@/components/help/support-channel-grid";
import { SupportFormSection } from "@/components/help/support-form-section";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { SearchPanel } from "@/components/search/search-panel";
import { FaqList } from "@/components/sections/faq-list";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import {
  supportChannels,
  supportChannelsSection,
  supportFaqs,
  supportFaqSection,
  supportFormSection,
  supportHero,
  supportSearchCopy,
} from "@/content/support";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/support");

/**
 * Rendered per request, since its form carries the visitor's token. The search box is a GET
 * form to the help search results, and picks up `?q=` itself once the page runs.
 */
export default function SupportPage() {
  return (
    <>
      <BreadcrumbJsonLd path="/support" />
      <Hero hero={supportHero} size="md">
        <SearchPanel {...supportSearchCopy} />
      </Hero>
      <Section
        id="channels"
        title={supportChannelsSection.title}
        description={supportChannelsSection.description}
      >
        <SupportChannelGrid channels={supportChannels} />
      </Section>
      <SupportFormSection section={supportFormSection} />
      <Section
        id={supportFaqSection.id}
        title={supportFaqSection.title}
        description={supportFaqSection.description}
      >
        <FaqList items={supportFaqs} />
      </Section>
    </>
  );
}
