// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { coverArtSvg, postCoverSvg } from "@/components/blog/cover-art";
import { PostCard } from "@/components/blog/post-card";
import { PostHeader } from "@/components/blog/post-header";
import { localizeHref } from "@/config/locales";
import { coverPath, coverSize } from "@/content/blog-meta";
import { getAllPosts, toSummary } from "@/lib/collections/blog";
import { buildMetadata, socialImagePath } from "@/lib/metadata";
import { socialCard } from "@/lib/social-cards";

import { generateStaticParams, GET } from "./route";

const posts = getAllPosts();
const arPosts = getAllPosts("ar");

function parseSvg(text: string): Document {
  return new DOMParser().parseFromString(text, "image/svg+xml");
}

/** A post's cover in a language, parsed. */
function cover(slug: string, locale: "en" | "ar") {
  const svg = postCoverSvg(slug, locale);
  expect(svg, `${locale} ${slug}`).toBeDefined();
  const document = parseSvg(svg!);
  expect(document.querySelector("parsererror"), `${locale} ${slug}`).toBeNull();
  expect(document.documentElement.getAttribute("viewBox")).toBe("0 0 1200 630");
  expect(svg!.length, `${locale} ${slug}`).toBeLessThan(12_000);
  return { svg: svg!, document };
}

describe("blog covers", () => {
  it("are served for every post, and only for posts, in both languages", () => {
    expect(posts.length).toBeGreaterThan(3);
    expect(generateStaticParams().map(({ path }) => `/covers/${path.join("/")}`)).toEqual([
      ...posts.map((post) => coverPath(post.slug, "en")),
      ...arPosts.map((post) => coverPath(post.slug, "ar")),
    ]);
    // An asset, not a page: the Arabic pages link the cover paths as they are.
    expect(localizeHref(coverPath(posts[0]!.slug, "en"), "ar")).toBe(
      `/covers/${posts[0]!.slug}.svg`,
    );
    expect(localizeHref(coverPath(posts[0]!.slug, "ar"), "ar")).toBe(
      `/covers/ar/${posts[0]!.slug}.svg`,
    );
  });

  it("are small valid SVG documents without words, each post its own drawing", () => {
    const arts = new Set<string>();
    for (const post of posts) {
      const { svg, document } = cover(post.slug, "en");
      // The title is printed under the cover; an <img> would set words in a fallback face.
      expect(document.querySelectorAll("text, foreignObject"), post.slug).toHaveLength(0);
      expect(svg).not.toContain(post.title);
      expect(svg).not.toContain("font-family");
      // The art (drawn from the category and title) and the brand's mark.
      expect(svg.startsWith(coverArtSvg(post).replace(/<\/svg>$/, ""))).toBe(true);
      expect(document.querySelector("svg > svg")?.getAttribute("x")).toBe("72");
      arts.add(coverArtSvg(post));
    }
    expect(arts.size, "each post its own drawing").toBe(posts.length);
  });

  it("have an Arabic version: the art mirrored, the mark at the right, no words", () => {
    for (const arPost of arPosts) {
      const post = posts.find((entry) => entry.slug === arPost.slug)!;
      const { svg, document } = cover(arPost.slug, "ar");
      // The English post's art, mirrored: the same drawing as the Arabic social card's.
      expect(svg.startsWith(coverArtSvg(post, { rtl: true }).replace(/<\/svg>$/, ""))).toBe(true);
      expect(document.querySelectorAll("text, foreignObject"), arPost.slug).toHaveLength(0);
      expect(svg).not.toContain(arPost.title);
      expect(document.querySelector("svg > svg")?.getAttribute("x")).toBe(
        String(coverSize.width - 72 - 52),
      );
    }
  });

  it("answer each language's path with its SVG, and 404 for an unknown file or prefix", async () => {
    const slug = arPosts[0]!.slug;
    const get = (...path: string[]) =>
      GET(new Request("http://localhost/"), { params: Promise.resolve({ path }) });
    for (const [path, locale] of [
      [[`${slug}.svg`], "en"],
      [["ar", `${slug}.svg`], "ar"],
    ] as const) {
      const response = await get(...path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(await response.text()).toBe(postCoverSvg(slug, locale));
    }
    for (const path of [
      ["ar", "nope.svg"],
      ["ar", slug],
      ["xx", `${slug}.svg`],
      ["ar", "ar", `${slug}.svg`],
    ]) {
      expect((await get(...path)).status, path.join("/")).toBe(404);
    }
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
    const cover = card.querySelector(`img[src="${coverPath(post.slug, "en")}"]`);
    expect(cover?.getAttribute("alt")).toBe("");
    expect(cover?.getAttribute("loading")).toBe("lazy");
    expect([cover?.getAttribute("width"), cover?.getAttribute("height")]).toEqual(["1200", "630"]);
  });

  it("show in Arabic on the Arabic card and post header, decorative as in English", () => {
    const post = toSummary(arPosts[0]!);
    for (const markup of [
      renderToStaticMarkup(PostCard({ post })),
      renderToStaticMarkup(PostHeader({ post })),
    ]) {
      const host = document.createElement("div");
      host.innerHTML = markup;
      const images = [...host.querySelectorAll("img")].filter((image) =>
        image.getAttribute("src")?.startsWith("/covers/"),
      );
      expect(images.map((image) => image.getAttribute("src"))).toEqual([
        `/covers/ar/${post.slug}.svg`,
      ]);
      expect(images[0]!.getAttribute("alt")).toBe("");
    }
  });
});
