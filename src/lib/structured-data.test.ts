import { describe, expect, it } from "vitest";

import { routes } from "@/config/routes";
import { siteConfig } from "@/config/site";
import type { PostSummary } from "@/content/blog-meta";

import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  breadcrumbTrail,
  faqPageJsonLd,
  organizationJsonLd,
} from "./structured-data";

describe("breadcrumbs", () => {
  it("runs from Home through each registry ancestor, named by registry titles", () => {
    expect(breadcrumbTrail("/ai-services/pricing")).toEqual([
      { name: "Home", path: "/" },
      { name: "AI services", path: "/ai-services" },
      { name: "AI pricing", path: "/ai-services/pricing" },
    ]);
    expect(breadcrumbTrail("/privacy")).toEqual([
      { name: "Home", path: "/" },
      { name: "Privacy policy", path: "/privacy" },
    ]);
  });

  it("is in the page's language on Arabic pages: Arabic names, /ar addresses", () => {
    const items = breadcrumbJsonLd("/ai-services/pricing", undefined, "ar")
      .itemListElement as readonly { name: string; item: string }[];
    expect(items.map((item) => item.item)).toEqual([
      `${siteConfig.url}/ar`,
      `${siteConfig.url}/ar/ai-services`,
      `${siteConfig.url}/ar/ai-services/pricing`,
    ]);
    for (const item of items) expect(item.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("skips folders that are not pages (/docs/sdk)", () => {
    expect(breadcrumbTrail("/docs/sdk/python").map((crumb) => crumb.path)).toEqual([
      "/",
      "/docs",
      "/docs/sdk/python",
    ]);
  });

  it("names a content page by the title it is given", () => {
    expect(breadcrumbTrail("/blog/some-post", "Some post").at(-1)).toEqual({
      name: "Some post",
      path: "/blog/some-post",
    });
    expect(() => breadcrumbTrail("/blog/some-post")).toThrow(/No title/);
  });

  it("resolves for every registry route below home, ending at the route itself", () => {
    for (const route of routes.filter((entry) => entry.path !== "/")) {
      const list = breadcrumbJsonLd(route.path);
      const items = list.itemListElement as readonly {
        position: number;
        name: string;
        item: string;
      }[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items.at(-1)).toMatchObject({
        name: route.title,
        item: `${siteConfig.url}${route.path}`,
      });
      expect(items[0]?.item).toBe(siteConfig.url);
    }
  });
});

describe("FAQPage", () => {
  it("holds each question with its accepted answer, in order", () => {
    const data = faqPageJsonLd([
      { question: "Q1?", answer: "A1." },
      { question: "Q2?", answer: "A2." },
    ]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Q1?", acceptedAnswer: { "@type": "Answer", text: "A1." } },
        { "@type": "Question", name: "Q2?", acceptedAnswer: { "@type": "Answer", text: "A2." } },
      ],
    });
  });
});

describe("BlogPosting", () => {
  const post: PostSummary = {
    slug: "a-post",
    href: "/blog/a-post",
    locale: "en",
    title: "A post about things",
    excerpt: "What the post says, in short.",
    author: "Jane Writer",
    authorName: "Jane Writer",
    date: "2026-11-02",
    dateLabel: "November 2, 2026",
    readTime: "5 min read",
    category: "Security",
    categoryName: "Security",
    categorySlug: "security",
    featured: false,
  };

  it("has the properties search engines ask for", () => {
    const url = `${siteConfig.url}/blog/a-post`;
    expect(blogPostingJsonLd(post)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      inLanguage: "en",
      datePublished: "2026-11-02",
      dateModified: "2026-11-02",
      author: { "@type": "Person", name: "Jane Writer" },
      publisher: { "@type": "Organization", name: siteConfig.name },
      image: `${siteConfig.url}/og/blog/a-post.png`,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
    });
  });

  it("describes an Arabic post in Arabic, at its /ar page", () => {
    const arabic: PostSummary = {
      ...post,
      locale: "ar",
      authorName: "جين رايتر",
      categoryName: "الأمن",
    };
    const url = `${siteConfig.url}/ar/blog/a-post`;
    expect(blogPostingJsonLd(arabic)).toMatchObject({
      inLanguage: "ar",
      articleSection: "الأمن",
      author: { "@type": "Person", name: "جين رايتر" },
      image: `${siteConfig.url}/og/ar/blog/a-post.png`,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
    });
  });
});

describe("Organization", () => {
  it("describes the company from the site config", () => {
    expect(organizationJsonLd()).toMatchObject({
      "@type": "Organization",
      name: siteConfig.name,
      url: siteConfig.url,
      logo: `${siteConfig.url}/icon.svg`,
      sameAs: siteConfig.social.map((social) => social.href),
    });
  });
});
