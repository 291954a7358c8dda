// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { coverArtSvg, coverSvg } from "@/components/blog/cover-art";
import { PostCard } from "@/components/blog/post-card";
import { coverPath } from "@/content/blog-meta";
import { getAllPosts, toSummary } from "@/lib/collections/blog";
import { buildMetadata, socialImagePath } from "@/lib/metadata";
import { socialCard } from "@/lib/social-cards";

import { generateStaticParams } from "./route";

const posts = getAllPosts();

function parseSvg(text: string): Document {
  return new DOMParser().parseFromString(text, "image/svg+xml");
}

describe("blog covers", () => {
  it("are served for every post, and only for posts", () => {
    expect(posts.length).toBeGreaterThan(3);
    expect(generateStaticParams().map(({ file }) => `/covers/${file}`)).toEqual(
      posts.map((post) => coverPath(post.slug)),
    );
  });

  it("are small valid SVG documents that set the post's category and title", () => {
    const arts = new Set<string>();
    for (const post of posts) {
      const svg = coverSvg(post);
      const document = parseSvg(svg);
      expect(document.querySelector("parsererror"), post.slug).toBeNull();
      expect(document.documentElement.getAttribute("viewBox")).toBe("0 0 1200 630");
      expect(svg.length, post.slug).toBeLessThan(12_000);
      const words = [...document.querySelectorAll("text")].map((text) => text.textContent);
      expect(words.join(" ")).toContain(post.title);
      expect(words[0]).toBe(`BLOG · ${post.category.toUpperCase()}`);
      arts.add(coverArtSvg(post));
    }
    expect(arts.size, "each post its own drawing").toBe(posts.length);
  });

  it("are each post's social card", () => {
    for (const post of posts) {
      const meta = buildMetadata({ path: post.href, title: post.title, description: post.excerpt });
      const images = meta.openGraph?.images as { url: string }[];
      expect(new URL(images[0]!.url).pathname).toBe(socialImagePath(post.href));
      expect(socialCard(post.href)?.cover).toEqual({ category: post.category, title: post.title });
    }
    expect(socialCard("/blog")?.cover).toBeUndefined();
  });

  it("show on the post's card, lazily, with their size and no alternative text", () => {
    const post = posts[0]!;
    const markup = renderToStaticMarkup(PostCard({ post: toSummary(post) }));
    const card = document.createElement("div");
    card.innerHTML = markup;
    const cover = card.querySelector(`img[src="${coverPath(post.slug)}"]`);
    expect(cover?.getAttribute("alt")).toBe("");
    expect(cover?.getAttribute("loading")).toBe("lazy");
    expect([cover?.getAttribute("width"), cover?.getAttribute("height")]).toEqual(["1200", "630"]);
  });
});
