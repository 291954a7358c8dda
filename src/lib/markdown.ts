import "server-only";

import type { Element, Root, RootContent } from "hast";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified, type PluggableList } from "unified";

export interface Heading {
  depth: 2 | 3;
  text: string;
  id: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
}

function textOf(node: RootContent | Element): string {
  if (node.type === "text") return node.value;
  if ("children" in node)
    return node.children.map((child) => textOf(child as RootContent)).join("");
  return "";
}

/** Collects h2/h3 headings (with the ids rehype-slug gave them) for a table of contents. */
function collectHeadings(headings: Heading[]) {
  return () => (tree: Root) => {
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type !== "element") continue;
        if (
          (node.tagName === "h2" || node.tagName === "h3") &&
          typeof node.properties.id === "string"
        ) {
          headings.push({
            depth: node.tagName === "h2" ? 2 : 3,
            text: textOf(node).trim(),
            id: node.properties.id,
          });
        }
        walk(node.children);
      }
    };
    walk(tree.children);
  };
}

/**
 * Code blocks scroll sideways on narrow screens: each `<pre>` takes keyboard focus so that
 * keyboard users can scroll it too (WCAG 2.1.1; axe's `scrollable-region-focusable`).
 */
function focusableCodeBlocks() {
  return (tree: Root) => {
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type !== "element") continue;
        if (node.tagName === "pre" && node.properties.tabIndex === undefined) {
          node.properties.tabIndex = 0;
        }
        walk(node.children);
      }
    };
    walk(tree.children);
  };
}

/**
 * Markdown (GitHub flavoured) to HTML at build time, with an id on every heading.
 * `rehypePlugins` lets a caller add, say, build-time code highlighting.
 */
export async function renderMarkdown(
  source: string,
  options: { rehypePlugins?: PluggableList } = {},
): Promise<RenderedMarkdown> {
  const headings: Heading[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(collectHeadings(headings))
    .use(options.rehypePlugins ?? [])
    .use(focusableCodeBlocks)
    .use(rehypeStringify)
    .process(source);
  return { html: String(file), headings };
}
