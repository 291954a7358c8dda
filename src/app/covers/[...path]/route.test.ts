// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { coverArtSvg, postCoverSvg } from "@/components/blog/cover-art";
import { PostCard } from "@/components/blog/post-card";
import { PostHeader } from "@/components/blog/post-header";
import { localizeHref } from "@/config/locales";
import { socialCardKickers as arKickers } from "@/content/ar/social-cards";
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

/** A post's cover in a language, parsed, with the text of its <text> elements. */
function cover(slug: string, locale: "en" | "ar") {
  const svg = postCoverSvg(slug, locale);
  expect(svg, `${locale} ${slug}`).toBeDefined();
  const document = parseSvg(svg!);
  expect(document.querySelector("parsererror"), `${locale} ${slug}`).toBeNull();
  expect(document.documentElement.getAttribute("viewBox")).toBe("0 0 1200 630");
  expect(svg!.length, `${locale} ${slug}`).toBeLessThan(12_000);
  const texts = [...document.querySelectorAll("text")];
  // The kicker, the title's lines, the name and the host.
  const titleLines = texts.slice(1, -2);
  return { svg: svg!, document, texts, titleLines, words: texts.map((text) => text.textContent) };
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

  it("are small valid SVG documents that set the post's category and title", () => {
    const arts = new Set<string>();
    for (const post of posts) {
      const { words, titleLines, document } = cover(post.slug, "en");
      expect(words.join(" ")).toContain(post.title);
      expect(words[0]).toBe(`BLOG · ${post.category.toUpperCase()}`);
      expect(titleLines.length, post.slug).toBeLessThanOrEqual(3);
      expect(document.querySelector("g[font-family]")?.getAttribute("xml:lang")).toBe("en");
      arts.add(coverArtSvg(post));
    }
    expect(arts.size, "each post its own drawing").toBe(posts.length);
  });

  it("have an Arabic version: the art mirrored, the Arabic kicker and title right to left", () => {
    for (const arPost of arPosts) {
      const post = posts.find((entry) => entry.slug === arPost.slug)!;
      const { svg, document, words, titleLines } = cover(arPost.slug, "ar");
      // The English post's art, mirrored: the same drawing as the Arabic social card's.
      expect(svg.startsWith(coverArtSvg(post, { rtl: true }).replace(/<\/svg>$/, ""))).toBe(true);
      expect(svg).not.toContain(post.title);
      const group = document.querySelector("g[font-family]")!;
      expect(group.getAttribute("xml:lang")).toBe("ar");
      expect(group.getAttribute("direction")).toBe("rtl");
      expect(group.getAttribute("font-family")).toMatch(/^Inter, 'Noto Sans Arabic',.*sans-serif$/);
      expect(words[0]).toBe(`${arKickers["blog-post"]} · ${arPost.categoryName}`);
      expect(words.join(" ")).toContain(arPost.title);
      expect(titleLines.length, arPost.slug).toBeGreaterThan(0);
      expect(titleLines.length, arPost.slug).toBeLessThanOrEqual(3);
      // Set from the right padding (the kicker beside its bar), without letter spacing (it
      // would part the joined letters).
      const right = coverSize.width - 72;
      const kicker = document.querySelector("text")!;
      expect(kicker.getAttribute("x")).toBe(String(right - 68));
      for (const text of [kicker, ...titleLines]) {
        if (text !== kicker) expect(text.getAttribute("x")).toBe(String(right));
        expect(text.getAttribute("text-anchor")).toBeNull();
        expect(text.getAttribute("letter-spacing")).toBeNull();
      }
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
