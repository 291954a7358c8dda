import fs from "node:fs";
import path from "node:path";

import matter from "gray-matter";

import { blogCategories } from "../../src/content/blog-meta";

/** The posts as the Markdown files declare them (the server-only loader cannot run here). */
export interface PostFile {
  slug: string;
  title: string;
  categorySlug: string;
  featured: boolean;
}

const dir = path.join(process.cwd(), "src", "content", "blog");

export const postFiles: PostFile[] = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const { data } = matter(fs.readFileSync(path.join(dir, name), "utf8"));
    const category = blogCategories.find((item) => item.name === data.category);
    if (!category) throw new Error(`${name}: unknown category ${String(data.category)}`);
    return {
      slug: name.replace(/\.md$/, ""),
      title: String(data.title),
      categorySlug: category.slug,
      featured: data.featured === true,
    };
  });

export function postsIn(categorySlug: string): PostFile[] {
  return postFiles.filter((post) => post.categorySlug === categorySlug);
}
