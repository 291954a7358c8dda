import "server-only";

import { defaultLocale, localeOfPath, locales, type Locale } from "@/config/locales";
import type { PostSummary } from "@/content/blog-meta";
import { getAllPosts } from "@/lib/collections/blog";
import { copyIn } from "@/lib/i18n/catalogs";
import { listPublicPages } from "@/lib/pages";

/** What one page's social card shows. */
export interface SocialCard {
  /** The page's path, with its locale prefix (/ar/contact): the card is in the page's language. */
  path: string;
  locale: Locale;
  kicker: string;
  title: string;
  description: string;
  /**
   * A blog post's card is its cover: drawn from the post's category and title (the English
   * post's, so both languages share the art; the words on it are the card's own).
   */
  cover?: Pick<PostSummary, "category" | "title">;
}

/**
 * The card's line under the title: the first sentence when it is short enough for two lines,
 * or else the text cut at a word boundary (Satori's line clamp would cut mid-word).
 */
export function cardDescription(text: string, max = 125, locale: Locale = defaultLocale): string {
  const firstSentence = /^.+?[.!?؟](?=\s|$)/u.exec(text)?.[0];
  if (firstSentence && firstSentence.length <= max) return firstSentence;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const words = cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,،;؛:.-]+$/u, "");
  // Not on a joining word ("...conversations, and…" reads as broken).
  return `${words.replace(copyIn(locale, "social-cards").joiningWords, "")}…`;
}

function cardsOf(locale: Locale): SocialCard[] {
  // A post's art is drawn from its English title and category, in both languages.
  const posts = getAllPosts();
  const kickers = copyIn(locale, "social-cards").socialCardKickers;
  return listPublicPages(locale).map((page) => {
    const kicker = kickers[page.group];
    const post =
      page.group === "blog-post" ? posts.find((entry) => entry.href === page.basePath) : undefined;
    return {
      path: page.path,
      locale,
      kicker: page.category ? `${kicker} · ${page.category}` : kicker,
      title: page.title,
      description: cardDescription(page.description, 125, locale),
      ...(post ? { cover: { category: post.category, title: post.title } } : {}),
    };
  });
}

/** A card for every public page (see listPublicPages), in every language. */
export function socialCards(): SocialCard[] {
  return locales.flatMap((locale) => cardsOf(locale));
}

/** The card of a page, by its path with its locale prefix (/ar/contact for the Arabic page). */
export function socialCard(path: string): SocialCard | undefined {
  return socialCards().find((card) => card.path === path && card.locale === localeOfPath(path));
}
