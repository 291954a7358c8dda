import { SupportChannelGrid } from "@/components/help/support-channel-grid";
import { SupportFormSection } from "@/components/help/support-form-section";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { SearchPanel } from "@/components/search/search-panel";
import { FaqList } from "@/components/sections/faq-list";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/**
 * The support center, in either language, pre-rendered: server.mjs puts the visitor's token into
 * its form when it serves it (src/lib/http/form-pages.mjs). The search box is a GET form to the help search results, and picks up `?q=`
 * itself once the page runs.
 */
export function SupportPage({ locale }: { locale: Locale }) {
  const {
    supportChannels,
    supportChannelsSection,
    supportFaqs,
    supportFaqSection,
    supportFormSection,
    supportHero,
    supportSearchCopy,
  } = copyIn(locale, "support");
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
