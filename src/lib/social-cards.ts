import "server-only";

import fs from "node:fs";
import path from "node:path";

import matter from "gray-matter";

import { localeOfPath, localizeHref, type Locale } from "@/config/locales";
import type { RoutePath } from "@/config/routes";
import { blogCategories as blogCategoriesAr, categoryName } from "@/content/ar/blog-meta";
import { blogCategoryTitle as blogCategoryTitleAr } from "@/content/ar/blog-page";
import {
  helpCategory as helpCategoryAr,
  helpCategoryPageCopy as helpCategoryPageCopyAr,
} from "@/content/ar/help";
import { socialCardKickers as socialCardKickersAr } from "@/content/ar/social-cards";
import { categoryHref, type PostSummary } from "@/content/blog-meta";
import { helpCategoryIds } from "@/content/help";
import { socialCardKickers } from "@/content/social-cards";
import { getAllPosts } from "@/lib/collections/blog";
import { getHelpArticles, helpCategoryPath } from "@/lib/collections/help";
import { localizedRoute } from "@/lib/i18n/routes";
import { listPublicPages, type PublicPage } from "@/lib/pages";

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

/** Words a cut description must not end on ("...conversations, and…" reads as broken). */
const joiningWords: Record<Locale, RegExp> = {
  en: /[\s,]+(?:and|or|with|to|the|a|an|of|for|in|on)$/i,
  ar: /[\s،,]+(?:في|من|إلى|على|عن|مع|أو|ثم|التي|الذي)$/u,
};

/**
 * The card's line under the title: the first sentence when it is short enough for two lines,
 * or else the text cut at a word boundary (Satori's line clamp would cut mid-word).
 */
export function cardDescription(text: string, max = 125, locale: Locale = "en"): string {
  const firstSentence = /^.+?[.!?؟](?=\s|$)/u.exec(text)?.[0];
  if (firstSentence && firstSentence.length <= max) return firstSentence;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const words = cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,،;؛:.-]+$/u, "");
  return `${words.replace(joiningWords[locale], "")}…`;
}

/** The front matter of a collection entry's Arabic translation (src/content/<folder>/ar). */
function arabicFrontMatter(folder: string, slug: string): Record<string, unknown> {
  const file = path.join(process.cwd(), "src", "content", folder, "ar", `${slug}.md`);
  return matter(fs.readFileSync(file, "utf8")).data;
}

function arabicText(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  if (typeof value !== "string") throw new Error(`No Arabic ${key} in ${file}`);
  return value;
}

/**
 * Every public page in Arabic: the English list (listPublicPages) with the Arabic words.
 * TODO(w-collections): listPublicPages("ar") gives this list; use it once that branch lands.
 */
function arabicPublicPages(): PublicPage[] {
  const posts = getAllPosts();
  const articles = getHelpArticles();
  return listPublicPages().map((page): PublicPage => {
    const ar = { ...page, path: localizeHref(page.path, "ar") };
    switch (page.group) {
      case "blog-category": {
        const category = blogCategoriesAr.find((entry) => categoryHref(entry.slug) === page.path);
        if (!category) throw new Error(`No Arabic blog category for ${page.path}`);
        const { name, description } = category;
        return {
          ...ar,
          title: blogCategoryTitleAr(name),
          description,
          label: name,
          category: name,
        };
      }
      case "blog-post": {
        const post = posts.find((entry) => entry.href === page.path)!;
        const data = arabicFrontMatter("blog", post.slug);
        const title = arabicText(data, "title", `blog/ar/${post.slug}.md`);
        return {
          ...ar,
          title,
          label: title,
          description: arabicText(data, "excerpt", `blog/ar/${post.slug}.md`),
          category: categoryName(post.category),
        };
      }
      case "help-category": {
        const id = helpCategoryIds.find((entry) => helpCategoryPath(entry) === page.path);
        if (!id) throw new Error(`No help category for ${page.path}`);
        const category = helpCategoryAr(id);
        const { title, description } = category;
        return {
          ...ar,
          title: helpCategoryPageCopyAr.title(category),
          description,
          label: title,
          category: title,
        };
      }
      case "help-article": {
        const article = articles.find((entry) => entry.href === page.path)!;
        const data = arabicFrontMatter("help", article.slug);
        const title = arabicText(data, "title", `help/ar/${article.slug}.md`);
        return {
          ...ar,
          title,
          label: title,
          description: arabicText(data, "description", `help/ar/${article.slug}.md`),
          category: helpCategoryAr(article.data.category).title,
        };
      }
      default: {
        const route = localizedRoute(page.path as RoutePath, "ar");
        return { ...ar, title: route.title, description: route.description, label: route.label };
      }
    }
  });
}

function cardsOf(pages: PublicPage[], locale: Locale): SocialCard[] {
  const posts = getAllPosts();
  const kickers = locale === "ar" ? socialCardKickersAr : socialCardKickers;
  return pages.map((page) => {
    const kicker = kickers[page.group];
    const post =
      page.group === "blog-post"
        ? posts.find((entry) => localizeHref(entry.href, locale) === page.path)
        : undefined;
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

/** A card for every public page (see listPublicPages), in English and in Arabic. */
export function socialCards(): SocialCard[] {
  return [...cardsOf(listPublicPages(), "en"), ...cardsOf(arabicPublicPages(), "ar")];
}

/** The card of a page, by its path with its locale prefix (/ar/contact for the Arabic page). */
export function socialCard(path: string): SocialCard | undefined {
  return socialCards().find((card) => card.path === path && card.locale === localeOfPath(path));
}
