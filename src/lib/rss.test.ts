// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { getPostSummaries } from "./collections/blog";
import { buildRssFeed, rfc822 } from "./rss";

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

describe("RSS feed", () => {
  const posts = getPostSummaries();
  const xml = buildRssFeed({
    title: "Cedarwave Blog",
    description: "Articles & news <from> the team",
    feedPath: "/blog/rss.xml",
    sitePath: "/blog",
    posts,
  });

  it("is well-formed RSS 2.0 with the channel's title, link and description", () => {
    const doc = parse(xml);
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channel = doc.querySelector("channel")!;
    expect(channel.querySelector(":scope > title")?.textContent).toBe("Cedarwave Blog");
    expect(channel.querySelector(":scope > link")?.textContent).toMatch(/^https?:\/\/.+\/blog$/);
    expect(channel.querySelector(":scope > description")?.textContent).toBe(
      "Articles & news <from> the team",
    );
  });

  it("has one item per post, in order, with link, guid, RFC 822 date and description", () => {
    const items = [...parse(xml).querySelectorAll("item")];
    expect(items).toHaveLength(posts.length);
    items.forEach((item, index) => {
      const post = posts[index]!;
      expect(item.querySelector("title")?.textContent).toBe(post.title);
      expect(item.querySelector("link")?.textContent).toMatch(new RegExp(`${post.href}$`));
      expect(item.querySelector("guid")?.textContent).toBe(item.querySelector("link")?.textContent);
      expect(item.querySelector("pubDate")?.textContent).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT$/,
      );
      expect(item.querySelector("description")?.textContent).toBe(post.excerpt);
    });
  });

  it("says its language", () => {
    expect(parse(xml).querySelector("channel > language")?.textContent).toBe("en-us");
  });

  it("the Arabic feed lists the Arabic posts at their /ar pages, in Arabic", () => {
    const arabic = getPostSummaries("ar");
    const doc = parse(
      buildRssFeed({
        locale: "ar",
        title: "مدونة Cedarwave",
        description: "مقالات",
        feedPath: "/blog/rss.xml",
        sitePath: "/blog",
        posts: arabic,
      }),
    );
    expect(doc.querySelector("channel > language")?.textContent).toBe("ar");
    expect(doc.querySelector("channel > link")?.textContent).toMatch(/\/ar\/blog$/);
    expect(doc.querySelector("channel > *|link[rel=self]")?.getAttribute("href")).toMatch(
      /\/ar\/blog\/rss\.xml$/,
    );
    const items = [...doc.querySelectorAll("item")];
    expect(items).toHaveLength(posts.length);
    items.forEach((item, index) => {
      const post = arabic[index]!;
      expect(item.querySelector("title")?.textContent).toBe(post.title);
      expect(item.querySelector("title")?.textContent).toMatch(/[\u0600-\u06ff]/);
      expect(item.querySelector("link")?.textContent).toMatch(new RegExp(`/ar${post.href}$`));
      expect(item.querySelector("category")?.textContent).toBe(post.categoryName);
    });
  });

  it("formats dates as RFC 822", () => {
    expect(rfc822("2026-11-18")).toBe("Wed, 18 Nov 2026 00:00:00 GMT");
  });
});
