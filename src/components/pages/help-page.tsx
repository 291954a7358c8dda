import { HelpArticleList } from "@/components/help/help-article-list";
import { HelpCategoryGrid } from "@/components/help/help-category-grid";
import { HelpTutorialGrid } from "@/components/help/help-tutorial-grid";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { SearchPanel } from "@/components/search/search-panel";
import { CtaBanner } from "@/components/sections/cta-banner";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import type { Locale } from "@/config/locales";
import { popularHelpArticleSlugs } from "@/content/help";
import { getHelpArticlesBySlug, getHelpCategoryPages } from "@/lib/collections/help";
import { copyIn } from "@/lib/i18n/copy";

/** The help center (/help and /ar/help). */
export function HelpPage({ locale }: { locale: Locale }) {
  const { helpHero, helpSearchCopy, helpSections, helpStillNeedHelp, helpTutorials } = copyIn(
    locale,
    "help",
  );
  return (
    <>
      <BreadcrumbJsonLd path="/help" />
      <Hero hero={helpHero} size="md">
        <SearchPanel {...helpSearchCopy} />
      </Hero>
      <Section
        id="categories"
        title={helpSections.categories.title}
        description={helpSections.categories.description}
      >
        <HelpCategoryGrid categories={getHelpCategoryPages(locale)} />
      </Section>
      <Section
        id="popular"
        tone="muted"
        title={helpSections.popular.title}
        description={helpSections.popular.description}
      >
        <div className="mx-auto max-w-4xl">
          <HelpArticleList articles={getHelpArticlesBySlug(popularHelpArticleSlugs, locale)} />
        </div>
      </Section>
      <Section
        id="guides"
        title={helpSections.tutorials.title}
        description={helpSections.tutorials.description}
      >
        <HelpTutorialGrid tutorials={helpTutorials} copy={helpSections.tutorials} />
      </Section>
      <CtaBanner id="still-need-help" cta={helpStillNeedHelp} />
    </>
  );
}
