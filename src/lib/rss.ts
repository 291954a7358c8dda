import type { PostSummary } from "@/content/blog-meta";
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
  title: string;
  description: string;
  feedPath: string;
  sitePath: string;
  /** Newest first. */
  posts: readonly PostSummary[];
}

/** An RSS 2.0 document: one item per post. The build date is the newest post's, not "now". */
export function buildRssFeed({ title, description, feedPath, sitePath, posts }: FeedInput): string {
  const newest = posts.reduce<string | undefined>(
    (latest, post) => (latest === undefined || post.date > latest ? post.date : latest),
    undefined,
  );
  const items = posts.map((post) => {
    const url = absoluteUrl(post.href);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(sitePath))}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    "    <language>en-us</language>",
    newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : null,
    `    <atom:link href="${escapeXml(absoluteUrl(feedPath))}" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}
