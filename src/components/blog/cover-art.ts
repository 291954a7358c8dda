import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

import { iconElements } from "@/components/ui/icon-sprite";
import { localeInfo, type Locale } from "@/config/locales";
import { categoryStyle, coverSize, type PostSummary } from "@/content/blog-meta";
import { getPost } from "@/lib/collections/blog";

/*
 * A post's cover, drawn from the post: its category's gradient and icon, a dot grid, rings
 * placed by a generator seeded with the title (so each post has its own, the same on every
 * build) and the brand's two waves. One art direction for every post. The same drawing is the
 * post's social card (src/app/og), where Satori sets the kicker and title over it (coverArtSvg)
 * in the site's typefaces; the cover on the site's pages (coverSvg, served by src/app/covers)
 * carries only the brand's mark: /covers/<slug>.svg, and /covers/ar/<slug>.svg, mirrored, for
 * the Arabic pages. Both languages share the art, drawn from the English post.
 */

function seededRandom(text: string): () => number {
  // FNV-1a hash of the text, then mulberry32.
  let seed = 2166136261;
  for (const char of text) seed = Math.imul(seed ^ char.codePointAt(0)!, 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The drawing without words: gradient, pattern, rings, waves, the category's icon. `rtl`
 * mirrors it for a right-to-left card (the Arabic social card): the icon's tile on the left,
 * away from the right-aligned kicker and title; the icon itself is not mirrored.
 */
export function coverArtSvg(
  post: Pick<PostSummary, "category" | "title">,
  { rtl = false }: { rtl?: boolean } = {},
): string {
  const { colors, icon } = categoryStyle(post.category);
  const random = seededRandom(post.title);
  const rings = Array.from({ length: 3 }, (_, index) => {
    const cx = round(560 + random() * 640);
    const cy = round(random() * 630);
    const r = round(120 + random() * 200 + index * 40);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${round(0.08 + random() * 0.1)}" stroke-width="${round(2 + random() * 10)}"/>`;
  }).join("");
  const { width, height } = coverSize;
  const mirror = (elements: string) =>
    rtl ? `<g transform="matrix(-1 0 0 1 ${width} 0)">${elements}</g>` : elements;
  const tileX = rtl ? 72 : width - 72 - 132;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" x1="${rtl ? 1 : 0}" y1="0" x2="${rtl ? 0 : 1}" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>`,
    `<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#fff" fill-opacity="0.14"/></pattern></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#dots)"/>`,
    mirror(
      `${rings}<path d="M700 560c150-120 300-120 450 0s300 120 550-30M700 400c150-120 300-120 450 0s300 120 550-30" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="28" stroke-linecap="round"/>`,
    ),
    `<rect x="${tileX}" y="60" width="132" height="132" rx="30" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>`,
    `<g transform="translate(${tileX + 30} 90) scale(3)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${iconElements(icon)}</g>`,
    `</svg>`,
  ].join("");
}

function logoSvg(): string {
  const icon = readFileSync(path.join(process.cwd(), "src", "app", "icon.svg"), "utf8");
  // Nested in the cover: its gradient's id must not meet the cover's own.
  return icon.replaceAll('id="g"', 'id="logo"').replaceAll("url(#g)", "url(#logo)");
}

/** The brand's mark: at the start edge of the cover's foot (the right in Arabic). */
const logoBox = { padX: 72, top: 506, size: 52 } as const;

/**
 * The cover as an SVG document: the art and the brand's mark, without words. The post's title
 * is printed under the cover on the card and the page; an SVG shown by <img> gets none of the
 * page's web fonts, so words here would be set in a fallback face. The social card (src/app/og)
 * keeps its words, set by Satori in the site's own typefaces.
 */
function coverSvg(post: Pick<PostSummary, "category" | "title">, rtl: boolean): string {
  const { padX, top, size } = logoBox;
  const x = rtl ? coverSize.width - padX - size : padX;
  const logo = logoSvg().replace(
    "<svg ",
    `<svg x="${x}" y="${top}" width="${size}" height="${size}" `,
  );
  return coverArtSvg(post, { rtl }).replace(/<\/svg>$/, `${logo}</svg>`);
}

/**
 * A post's cover for a language's pages (the art mirrored right to left), or undefined for an
 * unknown slug. Both languages draw the English post's art: one drawing per post.
 */
export function postCoverSvg(slug: string, locale: Locale): string | undefined {
  const post = getPost(slug);
  return post ? coverSvg(post, localeInfo[locale].dir === "rtl") : undefined;
}
