/**
 * schema.org structured data (JSON-LD) built from the site's own data, typed with schema-dts so
 * that a property or type schema.org does not define fails the type check.
 */
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  ItemList,
  Organization,
  WithContext,
} from "schema-dts";

import { defaultLocale, localeInfo, localizeHref, type Locale } from "@/config/locales";
import { routes } from "@/config/routes";
import { formatAddress, siteConfig } from "@/config/site";
import type { PostSummary } from "@/content/blog-meta";
import type { Faq } from "@/content/types";
import type { CaseStudy } from "@/lib/collections/case-studies";
import { localizedRoute } from "@/lib/i18n/routes";
import { absoluteUrl, socialImagePath } from "@/lib/metadata";

export const organizationId = `${siteConfig.url}/#organization`;
const logoUrl = absoluteUrl("/icon.svg");

/** schema.org Organization for the home page, from the site config. */
export function organizationJsonLd(): WithContext<Organization> {
  const { beirut, sanFrancisco } = siteConfig.offices;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: siteConfig.url,
    logo: logoUrl,
    foundingDate: String(siteConfig.foundingYear),
    email: siteConfig.email,
    description: siteConfig.description,
    sameAs: siteConfig.social.map((social) => social.href),
    address: {
      "@type": "PostalAddress",
      streetAddress: beirut.street,
      addressLocality: beirut.city,
      addressCountry: "LB",
    },
    location: [beirut, sanFrancisco].map((office) => ({
      "@type": "Place",
      name: `${siteConfig.name} ${office.name}`,
      address: formatAddress(office),
    })),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: siteConfig.email,
        telephone: beirut.phone,
      },
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: siteConfig.supportEmail,
        availableLanguage: ["English", "Arabic", "French"],
      },
    ],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The trail from the home page to `path`: every ancestor that is a page of the registry, named
 * by its registry title in the page's language (folders that are not pages, like /docs/sdk, are
 * skipped). Pages outside the registry (posts, help articles) pass their own title. `path` is
 * the unprefixed path; the crumbs' paths are too.
 */
export function breadcrumbTrail(
  path: string,
  currentTitle?: string,
  locale: Locale = defaultLocale,
): Crumb[] {
  const routeEntry = (at: string) => {
    const route = routes.find((candidate) => candidate.path === at);
    return route && localizedRoute(route.path, locale);
  };
  const segments = path.split("/").filter(Boolean);
  const trail: Crumb[] = [{ name: routeEntry("/")?.label ?? siteConfig.name, path: "/" }];
  segments.forEach((_, index) => {
    const ancestor = `/${segments.slice(0, index + 1).join("/")}`;
    const isLast = index === segments.length - 1;
    const name = isLast
      ? (currentTitle ?? routeEntry(ancestor)?.title)
      : routeEntry(ancestor)?.title;
    if (name) trail.push({ name, path: ancestor });
    else if (isLast) throw new Error(`No title for the breadcrumb of ${path}`);
  });
  return trail;
}

/** schema.org BreadcrumbList for a page below the home page, in the page's language. */
export function breadcrumbJsonLd(
  path: string,
  currentTitle?: string,
  locale: Locale = defaultLocale,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbTrail(path, currentTitle, locale).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(localizeHref(crumb.path, locale)),
    })),
  };
}

/** schema.org FAQPage from the questions a page shows. */
export function faqPageJsonLd(items: readonly Faq[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * schema.org BlogPosting for a post's page, in the post's language (its page, words and
 * `inLanguage`); its image is the post's social card.
 */
export function blogPostingJsonLd(post: PostSummary): WithContext<BlogPosting> {
  const path = localizeHref(post.href, post.locale);
  const url = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    inLanguage: localeInfo[post.locale].lang,
    // Posts carry one date: they are not revised after publication.
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.categoryName,
    author: { "@type": "Person", name: post.authorName },
    publisher: {
      "@type": "Organization",
      "@id": organizationId,
      name: siteConfig.name,
      logo: { "@type": "ImageObject", url: logoUrl },
    },
    image: absoluteUrl(socialImagePath(path)),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

/** The publisher of the site's articles: the organization, by its id. */
const publisher = {
  "@type": "Organization",
  "@id": organizationId,
  name: siteConfig.name,
  logo: { "@type": "ImageObject", url: logoUrl },
} as const;

/**
 * schema.org Article for a case study's page, in its language: about the client (an
 * Organization), published by the company; its image is the page's social card.
 */
export function caseStudyJsonLd(study: CaseStudy): WithContext<Article> {
  const path = localizeHref(study.href, study.locale);
  const url = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.data.title,
    description: study.data.excerpt,
    inLanguage: localeInfo[study.locale].lang,
    datePublished: study.data.published,
    dateModified: study.data.published,
    articleSection: study.words.sector,
    about: { "@type": "Organization", name: study.facts.company },
    author: publisher,
    publisher,
    image: absoluteUrl(socialImagePath(path)),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

/** schema.org ItemList of the case studies, in the index's order and language. */
export function caseStudyListJsonLd(studies: readonly CaseStudy[]): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: studies.map((study, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: study.data.title,
      url: absoluteUrl(localizeHref(study.href, study.locale)),
    })),
  };
}
