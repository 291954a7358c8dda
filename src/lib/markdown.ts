import "server-only";

import type { Element, Root, RootContent } from "hast";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified, type PluggableList } from "unified";

import { defaultLocale, localeInfo, localizeHref, type Locale } from "@/config/locales";

import { latinRuns } from "./i18n/bidi";

export interface Heading {
  depth: 2 | 3;
  text: string;
  id: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
}

/** A heading's level (1 to 6) and the id rehype-slug gives it. */
export interface HeadingId {
  depth: number;
  id: string;
}

const HEADING = /^h([1-6])$/;

/** Every element of a tree, in document order. */
function eachElement(nodes: RootContent[], visit: (node: Element) => void): void {
  for (const node of nodes) {
    if (node.type !== "element") continue;
    visit(node);
    eachElement(node.children, visit);
  }
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

/** The ids of every heading of a Markdown document, in order, as renderMarkdown gives them. */
export function headingIdsOf(source: string): HeadingId[] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug);
  const tree = processor.runSync(processor.parse(source)) as Root;
  const ids: HeadingId[] = [];
  eachElement(tree.children, (node) => {
    const level = HEADING.exec(node.tagName)?.[1];
    if (level && typeof node.properties.id === "string") {
      ids.push({ depth: Number(level), id: node.properties.id });
    }
  });
  return ids;
}

/**
 * A translation's headings take its original's ids, heading by heading, when the two have the
 * same headings (the same levels in the same order): one #fragment then names the same section
 * in both languages (/privacy#your-rights and /ar/privacy#your-rights). Otherwise they keep
 * the ids of their own words.
 */
function originalHeadingIds(ids: readonly HeadingId[]) {
  return () => (tree: Root) => {
    const headings: Element[] = [];
    eachElement(tree.children, (node) => {
      if (HEADING.test(node.tagName)) headings.push(node);
    });
    const same =
      headings.length === ids.length &&
      headings.every((node, index) => node.tagName === `h${ids[index]!.depth}`);
    if (!same) return;
    headings.forEach((node, index) => {
      node.properties.id = ids[index]!.id;
    });
  };
}

/**
 * The internal links of a text in a language other than English: the page in that language
 * (/contact → /ar/contact, by localizeHref) and, for a #fragment, the id the heading it names
 * has (`resolveFragment`: a translator's link names an Arabic heading by its Arabic words).
 */
function localizedLinks(
  locale: Locale,
  path: string | undefined,
  resolveFragment: ((path: string, fragment: string) => string | undefined) | undefined,
) {
  return () => (tree: Root) => {
    eachElement(tree.children, (node) => {
      const href = node.tagName === "a" ? node.properties.href : undefined;
      if (typeof href !== "string" || !(href.startsWith("/") || href.startsWith("#"))) return;
      if (href.startsWith("//")) return;
      const hash = href.indexOf("#");
      const target = hash === -1 ? href : href.slice(0, hash);
      let fragment = hash === -1 ? undefined : href.slice(hash + 1);
      if (fragment !== undefined) {
        const decoded = safeDecode(fragment);
        const page = target || path;
        fragment = (page && resolveFragment?.(page, decoded)) || fragment;
      }
      const localized = target ? localizeHref(target, locale) : "";
      node.properties.href = fragment === undefined ? localized : `${localized}#${fragment}`;
    });
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
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
 * In a right-to-left text, every Latin run that holds digits or punctuation ("535 Mission
 * Street", "SOC 2 Type II") in a `<bdi>`, as BidiText does for the components' copy; code keeps
 * its own direction.
 */
function isolatedLatinRuns() {
  return (tree: Root) => {
    const walk = (parent: Root | Element) => {
      parent.children = parent.children.flatMap((node): RootContent[] => {
        if (node.type === "element") {
          if (!["code", "pre", "bdi", "kbd", "samp"].includes(node.tagName)) walk(node);
          return [node];
        }
        if (node.type !== "text") return [node];
        const parts = latinRuns(node.value);
        if (!parts.some((part) => part.isolate)) return [node];
        return parts.map((part) =>
          part.isolate
            ? {
                type: "element",
                tagName: "bdi",
                properties: {},
                children: [{ type: "text", value: part.text }],
              }
            : { type: "text", value: part.text },
        );
      }) as typeof parent.children;
    };
    walk(tree);
  };
}

export interface RenderOptions {
  /** More rehype plugins (build-time code highlighting, say). */
  rehypePlugins?: PluggableList;
  /** The text's language: the internal links of a text not in English get its prefix (/ar). */
  locale?: Locale;
  /** The page the text is on, without its locale prefix (where its #fragment links point). */
  path?: string;
  /** A translation's original's heading ids, in order (see originalHeadingIds). */
  headingIds?: readonly HeadingId[];
  /** The id of the heading a link's #fragment names on a page (unprefixed path), if it knows. */
  resolveFragment?: (path: string, fragment: string) => string | undefined;
}

/**
 * Markdown (GitHub flavoured) to HTML at build time, with an id on every heading.
 * `rehypePlugins` lets a caller add, say, build-time code highlighting.
 */
export async function renderMarkdown(
  source: string,
  options: RenderOptions = {},
): Promise<RenderedMarkdown> {
  const headings: Heading[] = [];
  const locale = options.locale ?? defaultLocale;
  const translated: PluggableList =
    locale === defaultLocale
      ? []
      : [
          originalHeadingIds(options.headingIds ?? []),
          localizedLinks(locale, options.path, options.resolveFragment),
          ...(localeInfo[locale].dir === "rtl" ? [isolatedLatinRuns] : []),
        ];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(translated)
    .use(collectHeadings(headings))
    .use(options.rehypePlugins ?? [])
    .use(focusableCodeBlocks)
    .use(rehypeStringify)
    .process(source);
  return { html: String(file), headings };
}
