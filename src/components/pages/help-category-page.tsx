import type { Metadata } from "next";

import { HelpArticleList } from "@/components/help/help-article-list";
import { HelpCategoryGrid } from "@/components/help/help-category-grid";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import type { Locale } from "@/config/locales";
import {
  getHelpCategoryPage,
  getHelpCategoryPages,
  type HelpCategoryPage,
} from "@/lib/collections/help";
import { copyIn } from "@/lib/i18n/copy";
import { buildMetadata } from "@/lib/metadata";

import type { ParamPageSpec } from "./param-page";

/** Every help category's `[slug]` (the same in both languages). */
export function helpCategoryParams(): { slug: string }[] {
  return getHelpCategoryPages().map((category) => ({ slug: category.id }));
}

function helpCategoryMetadata(locale: Locale, category: HelpCategoryPage): Metadata {
  return buildMetadata({
    path: category.path,
    locale,
    title: copyIn(locale, "help").helpCategoryPageCopy.title(category),
    description: category.description,
  });
}

/** A help category as a page of its own: every article in it, then the other categories. */
function HelpCategoryPageView({
  locale,
  category,
}: {
  locale: Locale;
  category: HelpCategoryPage;
}) {
  const { helpCategoryPageCopy, helpStillNeedHelp } = copyIn(locale, "help");
  const others = getHelpCategoryPages(locale).filter((other) => other.id !== category.id);
  return (
    <>
      <BreadcrumbJsonLd path={category.path} title={helpCategoryPageCopy.title(category)} />
      <Hero hero={helpCategoryPageCopy.hero(category)} size="md" />
      <Section
        id="articles"
        tone="muted"
        title={helpCategoryPageCopy.listTitle(category.articles.length)}
      >
        <div className="mx-auto max-w-4xl">
          <HelpArticleList articles={category.articles} headingLevel="h3" showCategory={false} />
        </div>
      </Section>
      <Section id="other-topics" title={helpCategoryPageCopy.otherCategoriesTitle}>
        <HelpCategoryGrid categories={others} />
      </Section>
      <CtaBanner id="still-need-help" cta={helpStillNeedHelp} />
    </>
  );
}

/** /help/category/<slug>: every article of a help category, then the other categories. */
export const helpCategorySpec: ParamPageSpec<{ slug: string }, HelpCategoryPage> = {
  load: ({ slug }, locale) => getHelpCategoryPage(slug, locale),
  metadata: (category, locale) => helpCategoryMetadata(locale, category),
  render: (category, locale) => <HelpCategoryPageView locale={locale} category={category} />,
};
