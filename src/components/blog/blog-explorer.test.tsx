// @vitest-environment jsdom
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { Island } from "@/components/islands/island";
import { hydrateIslands } from "@/components/islands/runtime";
import { allPostsLabel, blogCategories } from "@/content/blog-meta";
import { blogListCopy } from "@/content/blog-page";
import { INITIAL_POSTS, POSTS_PER_LOAD } from "@/lib/blog-pages";
import { getPostSummaries } from "@/lib/collections/blog";

import { BlogExplorer, type BlogExplorerProps, type ExplorerCopy } from "./blog-explorer";
import { BlogPostsSection } from "./blog-posts-section";
import { FEATURED_SLOT, postSlot } from "./post-grid";

// Hydration runs as in a browser (React's scheduler), not inside act().
const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

const posts = getPostSummaries("en");
const listed = posts.filter((post) => !post.featured);

/** What React reports: a hydration mismatch goes to the window (reportError), the rest to the console. */
function collectProblems(): string[] {
  const problems: string[] = [];
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    problems.push(String(event.error ?? event.message));
  };
  window.addEventListener("error", onError);
  stopCollecting = () => window.removeEventListener("error", onError);
  vi.spyOn(console, "error").mockImplementation((...args) => problems.push(args.join(" ")));
  return problems;
}

let stopCollecting: (() => void) | undefined;

const section = () => document.querySelector("#posts")!;
const gridItems = () => Array.from(section().querySelectorAll("[data-island] li[data-category]"));
const cards = () => section().querySelectorAll("[data-island] article");
const status = () => section().querySelector("[role=status]")!.textContent;
const filter = (label: string) =>
  Array.from(section().querySelectorAll<HTMLAnchorElement>("nav a")).find(
    (link) => link.textContent === label,
  )!;

/** The server's page (/blog or one of its lists), then the island hydrated on its own. */
async function hydrateBlog(path: string, initialCount = INITIAL_POSTS) {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = renderToString(
    <main>
      <BlogPostsSection path={path} posts={posts} initialCount={initialCount} instant />
    </main>,
  );
  const problems = collectProblems();
  await hydrateIslands();
  await settle();
  return problems;
}

beforeEach(() => {
  window.history.replaceState(null, "", "/");
});

afterEach(() => {
  stopCollecting?.();
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

describe("BlogExplorer as an island", () => {
  it("carries plain data as props and the cards as slots, rendered once each", () => {
    document.body.innerHTML = renderToString(
      <BlogPostsSection path="/blog" posts={posts} initialCount={INITIAL_POSTS} instant />,
    );
    const props = JSON.parse(document.querySelector("[data-island-props]")!.textContent!);
    expect(props.path).toBe("/blog");
    expect(props.posts).toEqual(
      posts.map(({ slug, categorySlug, featured }) => ({ slug, categorySlug, featured })),
    );
    const holder = document.querySelector<HTMLElement>("[data-island-slots]")!;
    expect(holder.hidden).toBe(true);
    const slotNames = Array.from(holder.children).map((box) => box.getAttribute("data-slot"));
    expect(slotNames.sort()).toEqual(
      [FEATURED_SLOT, ...listed.map((post) => postSlot(post.slug))].sort(),
    );
    // On the page: the featured card and the first posts, each card in its slot's box.
    expect(gridItems()).toHaveLength(INITIAL_POSTS);
    for (const item of gridItems()) {
      expect(item.firstElementChild?.getAttribute("data-slot")).toMatch(/^post:/);
      expect(item.querySelector("article")).not.toBeNull();
    }
    expect(document.querySelectorAll("[data-island] article")).toHaveLength(INITIAL_POSTS + 1);
    // The column spaces its children's boxes (space-y): none of them is a slot's box, which has
    // none (display: contents), so the featured card keeps its space above the grid.
    const column = document.querySelector("[data-island] > div")!;
    expect(column.querySelector(`[data-slot="${FEATURED_SLOT}"]`)).not.toBeNull();
    for (const child of Array.from(column.children)) {
      expect(child.hasAttribute("data-slot")).toBe(false);
    }
  });

  it("links in the page's language, and takes its category from the path", () => {
    const copy: ExplorerCopy = {
      filterLabel: "Filter",
      loadMore: "More",
      allShown: "All shown",
      empty: "None",
      allPosts: "All",
      categories: blogCategories.map((category) => ({
        slug: category.slug,
        label: category.name,
      })),
      showing: Object.fromEntries(
        ["all", ...blogCategories.map((category) => category.slug)].map((key) => [
          key,
          Array.from({ length: posts.length + 1 }, (_, shown) => `${key} ${shown}`),
        ]),
      ) as unknown as ExplorerCopy["showing"],
    };
    const security = posts.filter((post) => post.categorySlug === "security");
    const props: BlogExplorerProps = {
      posts: security.map(({ slug, categorySlug, featured }) => ({ slug, categorySlug, featured })),
      path: "/blog/category/security",
      initialCount: 1,
      instant: false,
      locale: "ar",
      copy,
    };
    const html = renderToStaticMarkup(
      <Island name="blog-explorer" component={BlogExplorer} props={props} />,
    );
    expect(html).toContain('href="/ar/blog"');
    expect(html).toMatch(/<a href="\/ar\/blog\/category\/security" aria-current="true"/);
    // Every link (the filters, Load More) is in the page's language.
    expect(html).toContain(copy.loadMore);
    expect(html).not.toMatch(/href="\/blog/);
    expect(html).toMatch(/<p role="status"[^>]*>security 1<\/p>/);
  });

  it("hydrates with no mismatch, filters in place and follows Back and Forward", async () => {
    const problems = await hydrateBlog("/blog");
    expect(problems).toEqual([]);
    expect(document.documentElement.dataset.hydrated).toBe("");
    expect(cards()).toHaveLength(INITIAL_POSTS + 1);
    expect(filter(allPostsLabel).getAttribute("aria-current")).toBe("true");

    const [first, second] = blogCategories.filter((category) =>
      posts.some((post) => post.categorySlug === category.slug),
    );
    for (const category of [first!, second!]) {
      filter(category.name).click();
      await settle();
      expect(window.location.pathname).toBe(`/blog/category/${category.slug}`);
      expect(filter(category.name).getAttribute("aria-current")).toBe("true");
      const inCategory = posts.filter((post) => post.categorySlug === category.slug);
      expect(cards()).toHaveLength(Math.min(inCategory.length, INITIAL_POSTS + 1));
      for (const item of gridItems()) {
        expect(item.getAttribute("data-category")).toBe(category.slug);
      }
      expect(status()).toContain(category.name);
    }

    window.history.back();
    await settle(50);
    expect(window.location.pathname).toBe(`/blog/category/${first!.slug}`);
    expect(filter(first!.name).getAttribute("aria-current")).toBe("true");

    window.history.back();
    await settle(50);
    expect(window.location.pathname).toBe("/blog");
    expect(filter(allPostsLabel).getAttribute("aria-current")).toBe("true");
    expect(cards()).toHaveLength(INITIAL_POSTS + 1);

    window.history.forward();
    await settle(50);
    expect(window.location.pathname).toBe(`/blog/category/${first!.slug}`);
    expect(filter(first!.name).getAttribute("aria-current")).toBe("true");
    expect(problems).toEqual([]);
  });

  it("shows more posts in place with Load More and moves focus to the first new one", async () => {
    const problems = await hydrateBlog("/blog");
    const loadMore = () =>
      Array.from(section().querySelectorAll("a")).find((link) =>
        link.textContent?.includes(blogListCopy.loadMore),
      );
    expect(loadMore()?.getAttribute("href")).toBe("/blog/page/2");
    let shown = INITIAL_POSTS;
    while (shown < listed.length) {
      loadMore()!.click();
      await settle();
      const previous = shown;
      shown = Math.min(shown + POSTS_PER_LOAD, listed.length);
      expect(window.location.pathname).toBe("/blog");
      expect(gridItems()).toHaveLength(shown);
      expect(document.activeElement).toBe(gridItems()[previous]!.querySelector("a"));
      expect(status()).toBe(`Showing ${shown + 1} of ${posts.length} posts.`);
    }
    expect(loadMore()).toBeUndefined();
    expect(section().textContent).toContain(blogListCopy.allShown);
    expect(problems).toEqual([]);
  });

  it("hydrates a next page of the list (/blog/page/2) as the server rendered it", async () => {
    const count = INITIAL_POSTS + POSTS_PER_LOAD;
    const problems = await hydrateBlog("/blog/page/2", count);
    expect(problems).toEqual([]);
    expect(gridItems()).toHaveLength(Math.min(count, listed.length));
    // "All Posts" from /blog/page/2 goes to /blog, in place, from the first posts again.
    filter(allPostsLabel).click();
    await settle();
    expect(window.location.pathname).toBe("/blog");
    expect(gridItems()).toHaveLength(INITIAL_POSTS);
  });
});
