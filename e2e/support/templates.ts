import { locales, localizeHref } from "../../src/config/locales";
import type { PageGroup } from "../../src/config/routes";
import { listPublicPages, listPublicPagesInAllLocales } from "../../src/lib/pages";

/**
 * The template samples: one page of each kind of page (a template), the one list the browser
 * checks that cost a page load per page read. Every page of a kind is built from the same
 * components as its sample, so what a browser sees differently between them (layout at two
 * widths, both themes, hydration, controls) is seen on the sample; what differs by content
 * (status, links, HTML validity, axe, facts, tags) is checked on every page without this list
 * (routes.spec.ts, links.spec.ts, facts.spec.ts, seo.spec.ts, scripts/validate-html.mjs).
 *
 * The pages that are one of a kind (the team, the API reference...) are their own template: each
 * is checked on its own in one mode by routes.spec.ts and by the spec of its area. A page kind
 * added to the site adds a line here; routes.spec.ts fails when a collection has no sample.
 */
const firstOf = (group: PageGroup) => {
  const page = listPublicPages().find((candidate) => candidate.group === group);
  if (!page) throw new Error(`No page in group ${group}`);
  return page.path;
};

const templateSamples = {
  home: "/",
  "AI service": "/services/automation",
  "IT service": "/web-development",
  "form page": "/contact",
  pricing: "/pricing",
  docs: "/docs",
  "SDK guide": "/docs/sdk/javascript",
  "legal document": "/privacy",
  "blog list": "/blog",
  "blog category": firstOf("blog-category"),
  "blog post": firstOf("blog-post"),
  "help centre": "/help",
  "help category": firstOf("help-category"),
  "help article": firstOf("help-article"),
  "case study": firstOf("case-study"),
} as const;

export type TemplateName = keyof typeof templateSamples;

/** Every sample in every language: `{ template, path }` with the locale's path. */
export const localizedTemplateSamples = locales.flatMap((locale) =>
  Object.entries(templateSamples).map(([template, path]) => ({
    template: template as TemplateName,
    locale,
    path: localizeHref(path, locale),
  })),
);

/** An address no page answers, in each language: the 404 template. */
export const notFoundSamples = locales.map((locale) => localizeHref("/no-such-page", locale));

/**
 * The groups of pages that are all built from one template (one component fed by data or
 * Markdown), with the template whose sample stands for them. A browser check made once per
 * kind of page reads the sample, and every page outside these groups, which is one of a kind
 * (the legal group too: /compliance has its own component). routes.spec.ts checks that each
 * sample belongs to its group.
 */
export const templateOfGroup: Partial<Record<PageGroup, TemplateName>> = {
  "ai-services": "AI service",
  "it-services": "IT service",
  docs: "SDK guide",
  "blog-category": "blog category",
  "blog-post": "blog post",
  "help-category": "help category",
  "help-article": "help article",
  "case-study": "case study",
};

/**
 * The public pages, in every language, that no template sample stands for: those outside the
 * groups of templateOfGroup, other than the samples themselves.
 */
export function pagesWithoutSample(): string[] {
  const samples = new Set(localizedTemplateSamples.map((sample) => sample.path));
  return listPublicPagesInAllLocales()
    .filter((page) => templateOfGroup[page.group] === undefined && !samples.has(page.path))
    .map((page) => page.path);
}
