import "server-only";

import { routes } from "@/config/routes";
import { helpCategory } from "@/content/help";
import { blogCardKicker, helpCardKicker, socialCardKickers } from "@/content/social-cards";
import { getAllPosts } from "@/lib/collections/blog";
import { getHelpArticles, helpArticlePath } from "@/lib/collections/help";

/** What one page's social card shows. */
export interface SocialCard {
  path: string;
  kicker: string;
  title: string;
  description: string;
}

/**
 * The card's line under the title: the first sentence when it is short enough for two lines,
 * or else the text cut at a word boundary (Satori's line clamp would cut mid-word).
 */
export function cardDescription(text: string, max = 125): string {
  const firstSentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0];
  if (firstSentence && firstSentence.length <= max) return firstSentence;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const words = cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.-]+$/, "");
  // "...conversations, and…" reads as broken: end on a content word.
  return `${words.replace(/[\s,]+(?:and|or|with|to|the|a|an|of|for|in|on)$/i, "")}…`;
}

/** A card for every public page: the registry, every blog post and every help article. */
export function socialCards(): SocialCard[] {
  const registry = routes.map((route) => ({
    path: route.path,
    kicker: socialCardKickers[route.group],
    title: route.title,
    description: cardDescription(route.description),
  }));
  const posts = getAllPosts().map((post) => ({
    path: post.href,
    kicker: `${blogCardKicker} · ${post.category}`,
    title: post.title,
    description: cardDescription(post.excerpt),
  }));
  const articles = getHelpArticles().map((article) => ({
    path: helpArticlePath(article.slug),
    kicker: `${helpCardKicker} · ${helpCategory(article.data.category).title}`,
    title: article.data.title,
    description: cardDescription(article.data.description),
  }));
  return [...registry, ...posts, ...articles];
}

export function socialCard(path: string): SocialCard | undefined {
  return socialCards().find((card) => card.path === path);
}
