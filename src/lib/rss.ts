import { defaultLocale, localizeHref, type Locale } from "@/config/locales";
import { BLOG_PATH, type PostSummary } from "@/content/blog-meta";
import { getPostSummaries } from "@/lib/collections/blog";
import { copyIn } from "@/lib/i18n/catalogs";
import { absoluteUrl } from "@/lib/metadata";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** An ISO day as an RFC 822 date, as RSS wants it: "Wed, 18 Nov 2026 00:00:00 GMT". */
export function rfc822(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toUTCString();
}

interface FeedInput {
  /** The feed's language: its posts', links' and channel's (English when not given). */
  locale?: Locale;
  title: string;
  description: string;
  /** The feed's and the blog's paths, without the locale prefix. */
  feedPath: string;
  sitePath: string;
  /** Newest first. */
  posts: readonly PostSummary[];
}

/** An RSS 2.0 document: one item per post. The build date is the newest post's, not "now". */
export function buildRssFeed({
  locale = defaultLocale,
  title,
  description,
  feedPath,
  sitePath,
  posts,
}: FeedInput): string {
  const url = (path: string) => absoluteUrl(localizeHref(path, locale));
  const newest = posts.reduce<string | undefined>(
    (latest, post) => (latest === undefined || post.date > latest ? post.date : latest),
    undefined,
  );
  const items = posts.map((post) => {
    const link = url(post.href);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.categoryName)}</category>`,
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(url(sitePath))}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${copyIn(locale, "blog-page").blogFeed.channelLanguage}</language>`,
    newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : null,
    `    <atom:link href="${escapeXml(url(feedPath))}" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}

/** The blog's feed in a language (/blog/rss.xml, /ar/blog/rss.xml) as its route's response. */
export function blogFeedResponse(locale: Locale): Response {
  const { blogFeed } = copyIn(locale, "blog-page");
  const xml = buildRssFeed({
    locale,
    title: blogFeed.title,
    description: blogFeed.description,
    feedPath: blogFeed.path,
    sitePath: BLOG_PATH,
    posts: getPostSummaries(locale),
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
