/** Copy of the /blog page and its post pages. The posts themselves are Markdown in ./blog/. */
import type { PageHero } from "./types";

export const blogHero = {
  eyebrow: "Cedarwave Blog",
  title: "Insights on AI, technology",
  highlight: "and business",
  description:
    "Practical articles from our engineers and consultants on AI technology, development, automation, security and running a business that builds with them.",
} satisfies PageHero;

/** A category page's title and heading: "Security articles". */
export function blogCategoryTitle(category: string): string {
  return `${category} articles`;
}

/** A category page's hero: the blog's eyebrow, the category and its introduction. */
export function blogCategoryHero(category: string, description: string): PageHero {
  return { eyebrow: blogHero.eyebrow, title: category, highlight: "articles", description };
}

/**
 * The title of page 2 and on of a list (/blog/page/2, what Load More shows without JavaScript):
 * "Blog, page 2", "Security articles, page 2".
 */
export function blogListPageTitle(listTitle: string, page: number): string {
  return `${listTitle}, page ${page}`;
}

/** A post's reading time as shown: "4 min read". */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

export const blogListCopy = {
  heading: "Articles",
  filterLabel: "Filter posts by category",
  featured: "Featured",
  readArticle: "Read article",
  loadMore: "Load More Posts",
  allShown: "You have reached the end: every post is shown.",
  empty: "No posts in this category yet.",
  rss: "RSS feed",
} as const;

/** The sentence the list announces to screen readers when it changes. */
export function showingMessage(shown: number, total: number, category?: string): string {
  const scope = category ? ` in ${category}` : "";
  return `Showing ${shown} of ${total} ${total === 1 ? "post" : "posts"}${scope}.`;
}

export const blogNewsletter = {
  title: "Subscribe to our newsletter",
  description:
    "Get our latest articles on AI, development and automation in your inbox, about twice a month. No spam, and you can unsubscribe at any time.",
  rssPrompt: "Prefer a feed reader?",
  rssLabel: "Subscribe via RSS",
} as const;

export const blogFeed = {
  path: "/blog/rss.xml",
  title: "Cedarwave Blog",
  description:
    "Articles on AI technology, development, automation, product updates, security and business from the Cedarwave team.",
  /** The channel's <language> (an RFC 1766 code, as RSS 2.0 asks). */
  channelLanguage: "en-us",
} as const;

export const blogPostCopy = {
  back: "Back to all posts",
  byline: "Written by",
  published: "Published",
  readingTime: "Reading time",
  relatedTitle: "Related posts",
  relatedDescription: "More articles you may find useful.",
  cta: {
    title: "Have a project in mind?",
    description:
      "Tell us what you are building. We reply within 24 hours with ideas, a plan and a price.",
    primary: { label: "Get Free Consultation", href: "/contact" },
    secondary: { label: "Explore Services", href: "/services" },
  },
} as const;
