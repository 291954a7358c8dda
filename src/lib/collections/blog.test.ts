import fs from "node:fs";
import path from "node:path";

import matter from "gray-matter";
import { describe, expect, it } from "vitest";

import { isRegisteredPath } from "@/config/routes";
import { blogCategories } from "@/content/blog-meta";
import { blogFrontMatterSchema } from "@/content/blog/schema";

import { estimateReadMinutes, getAllPosts, getFeaturedPost, getRelatedPosts } from "./blog";

const dir = path.join(process.cwd(), "src", "content", "blog");
const files = fs.readdirSync(dir).filter((name) => name.endsWith(".md"));

describe("blog posts", () => {
  it("has at least 10 posts", () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(getAllPosts()).toHaveLength(files.length);
  });

  it.each(files)("%s has valid front matter and a substantive body", (file) => {
    const { data, content } = matter(fs.readFileSync(path.join(dir, file), "utf8"));
    const parsed = blogFrontMatterSchema.safeParse(data);
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(file).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.md$/);
    expect(content).toMatch(/^## /m);
    expect(content).toMatch(/^(- |\d+\. )/m);
    const paragraphs = content.split(/\n\s*\n/).filter((block) => /^[A-Z*]/.test(block.trim()));
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    // The declared reading time matches the text (within a minute).
    const declared = Number.parseInt(String(data.readTime), 10);
    expect(Math.abs(declared - estimateReadMinutes(content))).toBeLessThanOrEqual(1);
  });

  it("rejects front matter that breaks the schema", () => {
    const valid = {
      title: "A valid title for a post",
      excerpt: "An excerpt long enough to pass the minimum length of the schema.",
      author: "Nour Hamdan",
      date: "2026-01-02",
      readTime: "4 min read",
      category: "Security",
      featured: false,
    };
    expect(blogFrontMatterSchema.safeParse(valid).success).toBe(true);
    expect(blogFrontMatterSchema.safeParse({ ...valid, category: "Gossip" }).success).toBe(false);
    expect(blogFrontMatterSchema.safeParse({ ...valid, date: "2 Jan 2026" }).success).toBe(false);
    expect(blogFrontMatterSchema.safeParse({ ...valid, readTime: "4" }).success).toBe(false);
    expect(blogFrontMatterSchema.safeParse({ ...valid, featured: undefined }).success).toBe(false);
    expect(blogFrontMatterSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(
      blogFrontMatterSchema.safeParse({ ...valid, date: new Date("2026-01-02") }).data?.date,
    ).toBe("2026-01-02");
  });

  it("has unique slugs and titles", () => {
    const posts = getAllPosts();
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
  });

  it("has at least one post in every category", () => {
    const posts = getAllPosts();
    for (const category of blogCategories) {
      expect(posts.filter((post) => post.categorySlug === category.slug).length).toBeGreaterThan(0);
    }
  });

  it("has exactly one featured post", () => {
    expect(getAllPosts().filter((post) => post.featured)).toHaveLength(1);
    expect(getFeaturedPost().featured).toBe(true);
  });

  it("sorts posts newest first", () => {
    const dates = getAllPosts().map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("links only to routes that exist", () => {
    const slugs = new Set(getAllPosts().map((post) => post.slug));
    for (const post of getAllPosts()) {
      for (const [, href] of post.body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        const pathname = href!.split(/[?#]/)[0]!;
        const isPost = pathname.startsWith("/blog/") && slugs.has(pathname.slice(6));
        expect(isRegisteredPath(pathname) || isPost, `${post.slug} links to ${href}`).toBe(true);
      }
    }
  });

  it("relates posts of the same category first", () => {
    for (const post of getAllPosts()) {
      const related = getRelatedPosts(post.slug);
      expect(related).toHaveLength(3);
      expect(related.map((item) => item.slug)).not.toContain(post.slug);
      const sameCount = getAllPosts().filter(
        (other) => other.category === post.category && other.slug !== post.slug,
      ).length;
      const leading = related.slice(0, Math.min(sameCount, 3));
      expect(leading.every((item) => item.category === post.category)).toBe(true);
    }
  });
});
