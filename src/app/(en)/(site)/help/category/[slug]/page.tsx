import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { HelpArticleList } from "@/components/help/help-article-list";
import { HelpCategoryGrid } from "@/components/help/help-category-grid";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { CtaBanner } from "@/components/sections/cta-banner";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { helpCategoryPageCopy, helpStillNeedHelp } from "@/content/help";
import { getHelpCategoryPage, getHelpCategoryPages } from "@/lib/collections/help";
import { buildMetadata } from "@/lib/metadata";

interface HelpCategoryPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getHelpCategoryPages().map((category) => ({ slug: category.id }));
}

async function categoryOf({ params }: HelpCategoryPageProps) {
  const { slug } = await params;
  return getHelpCategoryPage(slug);
}

export async function generateMetadata(props: HelpCategoryPageProps): Promise<Metadata> {
  const category = await categoryOf(props);
  if (!category) return {};
  return buildMetadata({
    path: category.path,
    title: helpCategoryPageCopy.title(category),
    description: category.description,
  });
}

/** A help category as a page of its own: every article in it, then the other categories. */
export default async function HelpCategoryPage(props: HelpCategoryPageProps) {
  const category = await categoryOf(props);
  if (!category) notFound();
  const others = getHelpCategoryPages().filter((other) => other.id !== category.id);
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
