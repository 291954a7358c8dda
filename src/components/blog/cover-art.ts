import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

import { titleSize } from "@/components/social-card-image";
import { iconElements } from "@/components/ui/icon-sprite";
import { siteConfig } from "@/config/site";
import { categoryStyle, coverSize, type PostSummary } from "@/content/blog-meta";
import { socialCardKickers } from "@/content/social-cards";

/*
 * A post's cover, drawn from the post: its category's gradient and icon, a dot grid, rings
 * placed by a generator seeded with the title (so each post has its own, the same on every
 * build), the brand's two waves, and the kicker and title. One art direction for every post.
 * The same drawing is the post's social card (src/app/og): there the text is set by Satori
 * over the art (coverArtSvg), here it is SVG text (coverSvg, served by src/app/covers).
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

/** The title in lines that fit the text column (greedy, by an Inter ExtraBold average width). */
function titleLines(title: string, size: number): string[] {
  const maxChars = Math.floor(coverLayout.titleWidth / (size * 0.56));
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The kicker above the title: "Blog · Security". */
function coverKicker(post: Pick<PostSummary, "category">): string {
  return `${socialCardKickers["blog-post"]} · ${post.category}`;
}

function logoSvg(): string {
  const icon = readFileSync(path.join(process.cwd(), "src", "app", "icon.svg"), "utf8");
  // Nested in the cover: its gradient's id must not meet the cover's own.
  return icon.replaceAll('id="g"', 'id="logo"').replaceAll("url(#g)", "url(#logo)");
}

/** The cover as an SVG document: the art with the kicker, the title and the signature. */
export function coverSvg(post: Pick<PostSummary, "category" | "title">): string {
  const art = coverArtSvg(post);
  const size = titleSize(post.title);
  const lines = titleLines(post.title, size);
  const lineHeight = Math.round(size * 1.08);
  const { padX, kickerY, footerTop } = coverLayout;
  const { width } = coverSize;
  // The title block centred between the kicker and the signature, as on the social card.
  const firstBaseline = Math.round(
    (kickerY + footerTop) / 2 - (lines.length * lineHeight) / 2 + size * 0.82,
  );
  const font = `font-family="Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"`;
  const title = lines
    .map(
      (line, index) =>
        `<text x="${padX}" y="${firstBaseline + index * lineHeight}" font-size="${size}" font-weight="800" letter-spacing="-2">${escapeText(line)}</text>`,
    )
    .join("");
  const logo = logoSvg().replace(
    "<svg ",
    `<svg x="${padX}" y="${footerTop}" width="52" height="52" `,
  );
  const words = [
    `<rect x="${padX}" y="${footerTop - 34}" width="${width - 2 * padX}" height="2" fill="#fff" fill-opacity="0.3"/>`,
    `<rect x="${padX}" y="${kickerY - 12}" width="48" height="6" rx="3" fill="#fff"/>`,
    `<g ${font} fill="#fff">`,
    `<text x="${padX + 68}" y="${kickerY}" font-size="26" font-weight="700" letter-spacing="3">${escapeText(coverKicker(post).toUpperCase())}</text>`,
    title,
    `<text x="${padX + 70}" y="${footerTop + 40}" font-size="38" font-weight="800" letter-spacing="-1">${escapeText(siteConfig.name)}</text>`,
    `<text x="${width - padX}" y="${footerTop + 36}" font-size="26" font-weight="500" text-anchor="end" fill-opacity="0.85">${escapeText(new URL(siteConfig.url).host)}</text>`,
    `</g>`,
  ].join("");
  return art.replace(/<\/svg>$/, `${logo}${words}</svg>`);
}
