import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

import { titleSize, titleSizes } from "@/components/social-card-image";
import { iconElements } from "@/components/ui/icon-sprite";
import { localeInfo, localizeHref, type Locale } from "@/config/locales";
import { siteConfig } from "@/config/site";
import { categoryStyle, coverSize, type PostSummary } from "@/content/blog-meta";
import { getPost } from "@/lib/collections/blog";
import { copyIn } from "@/lib/i18n/copy";
import { socialCard, type SocialCard } from "@/lib/social-cards";

/*
 * A post's cover, drawn from the post: its category's gradient and icon, a dot grid, rings
 * placed by a generator seeded with the title (so each post has its own, the same on every
 * build), the brand's two waves, and the kicker and title. One art direction for every post.
 * The same drawing is the post's social card (src/app/og): there the text is set by Satori
 * over the art (coverArtSvg), here it is SVG text (coverSvg, served by src/app/covers), with the
 * card's words: in English on /covers/<slug>.svg, in Arabic (the art mirrored, the words right
 * to left) on /covers/ar/<slug>.svg. Both languages share the art, drawn from the English post.
 */

/** Where the text sits: as the social card's flexbox lays it out (src/components/social-card-image.tsx). */
const coverLayout = { padX: 72, kickerY: 100, titleWidth: 1020, footerTop: 506 } as const;

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

/** The most lines a title takes before it steps down a size (as on the Arabic social card). */
const MAX_TITLE_LINES = 3;

/** A text's width in average letters: combining marks (Arabic's shadda, vowels) take no room. */
const letterCount = (text: string) => text.replace(/\p{M}/gu, "").length;

/**
 * The title in lines that fit the text column: greedy, by an average letter width of 0.56 em
 * (measured at 800: Inter 0.48-0.51 em; Arabic lines 0.39-0.47 in Noto Sans Arabic, up to 0.59 in
 * DejaVu Sans, Linux's fallback, which still stays inside the card).
 */
function titleLines(title: string, size: number): string[] {
  const maxLetters = Math.floor(coverLayout.titleWidth / (size * 0.56));
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && letterCount(`${last} ${word}`) <= maxLetters)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The title's size (its titleSize, smaller while it takes too many lines) and its lines. */
function fitTitle(title: string): { size: number; lines: string[] } {
  const sizes = titleSizes.filter((size) => size <= titleSize(title));
  for (const size of sizes) {
    const lines = titleLines(title, size);
    if (lines.length <= MAX_TITLE_LINES || size === sizes.at(-1)) return { size, lines };
  }
  throw new Error(`No title size for "${title}"`);
}

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function logoSvg(): string {
  const icon = readFileSync(path.join(process.cwd(), "src", "app", "icon.svg"), "utf8");
  // Nested in the cover: its gradient's id must not meet the cover's own.
  return icon.replaceAll('id="g"', 'id="logo"').replaceAll("url(#g)", "url(#logo)");
}

/** What a cover shows: a post's social card (its words in its language, its art). */
type CoverCard = Pick<SocialCard, "locale" | "kicker" | "title"> & {
  cover: NonNullable<SocialCard["cover"]>;
};

/**
 * The cover as an SVG document: the art with the kicker, the title and the signature. Arabic
 * mirrors the layout: the text starts at the right padding (direction="rtl" makes
 * text-anchor="start" the right end), the kicker's bar and the logo on the right.
 */
function coverSvg(card: CoverCard): string {
  const rtl = localeInfo[card.locale].dir === "rtl";
  // How the language sets its words (faces, line height, letter spacing): its blog-page module.
  const type = copyIn(card.locale, "blog-page").coverType;
  const art = coverArtSvg(card.cover, { rtl });
  const { size, lines } = fitTitle(card.title);
  const lineHeight = Math.round(size * type.lineHeight);
  const { padX, kickerY, footerTop } = coverLayout;
  const { width } = coverSize;
  /** The x of a point `offset` from the start edge (the left in English, the right in Arabic). */
  const x = (offset: number) => (rtl ? width - offset : offset);
  /** The x of a box `size` wide that starts `offset` from the start edge. */
  const boxX = (offset: number, size: number) => (rtl ? width - offset - size : offset);
  // The title block centred between the kicker and the signature, as on the social card.
  const firstBaseline = Math.round(
    (kickerY + footerTop) / 2 - (lines.length * lineHeight) / 2 + size * type.baseline,
  );
  const title = lines
    .map(
      (line, index) =>
        `<text x="${x(padX)}" y="${firstBaseline + index * lineHeight}" font-size="${size}" font-weight="800"${type.titleTracking}>${escapeText(line)}</text>`,
    )
    .join("");
  const logo = logoSvg().replace(
    "<svg ",
    `<svg x="${boxX(padX, 52)}" y="${footerTop}" width="52" height="52" `,
  );
  const direction = rtl ? ' direction="rtl"' : "";
  const words = [
    `<rect x="${padX}" y="${footerTop - 34}" width="${width - 2 * padX}" height="2" fill="#fff" fill-opacity="0.3"/>`,
    `<rect x="${boxX(padX, 48)}" y="${kickerY - 12}" width="48" height="6" rx="3" fill="#fff"/>`,
    `<g font-family="${type.font}" fill="#fff" xml:lang="${localeInfo[card.locale].lang}"${direction}>`,
    `<text x="${x(padX + 68)}" y="${kickerY}" font-size="26" font-weight="700"${type.kickerTracking}>${escapeText(card.kicker.toUpperCase())}</text>`,
    title,
    `<text x="${x(padX + 70)}" y="${footerTop + 40}" font-size="38" font-weight="800" letter-spacing="-1">${escapeText(siteConfig.name)}</text>`,
    `<text x="${x(width - padX)}" y="${footerTop + 36}" font-size="26" font-weight="500" text-anchor="end" fill-opacity="0.85">${escapeText(new URL(siteConfig.url).host)}</text>`,
    `</g>`,
  ].join("");
  return art.replace(/<\/svg>$/, `${logo}${words}</svg>`);
}

/** A post's cover in a language (its social card's words), or undefined for an unknown slug. */
export function postCoverSvg(slug: string, locale: Locale): string | undefined {
  const post = getPost(slug);
  const card = post && socialCard(localizeHref(post.href, locale));
  return card?.cover ? coverSvg({ ...card, cover: card.cover }) : undefined;
}
