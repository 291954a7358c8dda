import { HelpArticleList } from "@/components/help/help-article-list";
import { HelpCategoryGrid } from "@/components/help/help-category-grid";
import { VideoTutorialGrid } from "@/components/help/video-tutorial-grid";
import { VideoTutorialOutlines } from "@/components/help/video-tutorial-outlines";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { SearchPanel } from "@/components/search/search-panel";
import { CtaBanner } from "@/components/sections/cta-banner";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import {
  helpCategories,
  helpHero,
  helpSearchCopy,
  helpSections,
  helpStillNeedHelp,
  helpVideos,
} from "@/content/help";
import { getHelpArticles } from "@/lib/collections/help";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/help");

export default function HelpPage() {
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
        <HelpCategoryGrid categories={helpCategories} />
      </Section>
      <Section
        id="popular"
        tone="muted"
        title={helpSections.popular.title}
        description={helpSections.popular.description}
      >
        <div className="mx-auto max-w-4xl">
          <HelpArticleList articles={getHelpArticles()} />
        </div>
      </Section>
      <Section
        id="videos"
        title={helpSections.videos.title}
        description={helpSections.videos.description}
      >
        <VideoTutorialGrid videos={helpVideos} copy={helpSections.videos} />
      </Section>
      <VideoTutorialOutlines videos={helpVideos} copy={helpSections.videos} backHref="#videos" />
      <CtaBanner id="still-need-help" cta={helpStillNeedHelp} />
    </>
  );
}
