import "server-only";

import type { PostSummary } from "@/content/blog-meta";
import { socialCardKickers } from "@/content/social-cards";
import { getAllPosts } from "@/lib/collections/blog";
import { listPublicPages } from "@/lib/pages";

/** What one page's social card shows. */
export interface SocialCard {
  path: string;
  kicker: string;
  title: string;
  description: string;
  /** A blog post's card is its cover: drawn from the post's category and title. */
  cover?: Pick<PostSummary, "category" | "title">;
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

/** A card for every public page (see listPublicPages). */
export function socialCards(): SocialCard[] {
  const posts = getAllPosts();
  return listPublicPages().map((page) => {
    const kicker = socialCardKickers[page.group];
    const post =
      page.group === "blog-post" ? posts.find((entry) => entry.href === page.path) : undefined;
    return {
      path: page.path,
      kicker: page.category ? `${kicker} · ${page.category}` : kicker,
      title: page.title,
      description: cardDescription(page.description),
      ...(post ? { cover: { category: post.category, title: post.title } } : {}),
    };
  });
}

export function socialCard(path: string): SocialCard | undefined {
  return socialCards().find((card) => card.path === path);
}
