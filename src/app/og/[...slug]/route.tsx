import { readFile } from "node:fs/promises";
import path from "node:path";

import { ImageResponse } from "next/og";

import { coverArtSvg } from "@/components/blog/cover-art";
import {
  socialCardColors,
  SocialCardImage,
  titleSize,
  titleSizes,
  type RtlCardText,
} from "@/components/social-card-image";
import { localeInfo } from "@/config/locales";
import { pagePathOfSocialImage, socialImagePath, socialImageSize } from "@/lib/metadata";
import { rtlTextImage } from "@/lib/og/rtl-text";
import { socialCard, socialCards, type SocialCard } from "@/lib/social-cards";

// Every card is rendered once at build time and served as a static file.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { slug: string[] }[] {
  return socialCards().map((card) => ({
    slug: socialImagePath(card.path).split("/").slice(2),
  }));
}

/**
 * Satori reads TTF/OTF/WOFF, not WOFF2: the static Inter cuts of @fontsource/inter, its Latin
 * and Latin Extended subsets (names with diacritics, the test-only pseudo-locale's accents). A
 * glyph missing from every font given would make next/og fetch one from Google Fonts. The
 * extended subset has a name of its own: of two fonts with one name, weight and style, Satori
 * keeps the first; a glyph the card's family lacks comes from the other fonts given.
 */
async function interFonts(weight: 500 | 700 | 800) {
  return Promise.all(
    [
      { subset: "latin", name: "Inter" },
      { subset: "latin-ext", name: "Inter Latin Extended" },
    ].map(async ({ subset, name }) => {
      const file = `inter-${subset}-${weight}-normal.woff`;
      const data = await readFile(
        path.join(process.cwd(), "node_modules", "@fontsource", "inter", "files", file),
      );
      return { name, data, weight, style: "normal" as const };
    }),
  );
}

async function logoDataUrl(): Promise<string> {
  const svg = await readFile(path.join(process.cwd(), "src", "app", "icon.svg"));
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

/** Room for the title and the description between the kicker and the signature, in pixels. */
const TEXT_HEIGHT = 300;

/**
 * A right-to-left card's words (Arabic) as images (Satori can neither shape Arabic nor set it
 * right to left): the card's sizes and colours, the title one size smaller until it fits in
 * three lines and leaves room for the description's two.
 */
async function rtlCardText(card: SocialCard, cover: boolean): Promise<RtlCardText> {
  const white = cover ? { color: "#ffffff" } : {};
  const [kicker, description] = await Promise.all([
    rtlTextImage(card.kicker, {
      fontSize: 26,
      fontWeight: 700,
      color: socialCardColors.primary,
      ...white,
      lineHeight: 1.5,
      maxWidth: 900,
      maxLines: 1,
    }),
    cover
      ? undefined
      : rtlTextImage(card.description, {
          fontSize: 30,
          fontWeight: 500,
          color: socialCardColors.muted,
          lineHeight: 1.55,
          maxWidth: 1020,
          maxLines: 2,
          balance: true,
        }),
  ]);
  const room = TEXT_HEIGHT - (description ? description.height + 28 : 0);
  const sizes = titleSizes.filter((size) => size <= titleSize(card.title));
  let title;
  for (const fontSize of sizes) {
    title = await rtlTextImage(card.title, {
      fontSize,
      fontWeight: 800,
      color: socialCardColors.foreground,
      ...white,
      lineHeight: 1.22,
      maxWidth: 1020,
      balance: true,
    });
    if (title.lines <= 3 && title.height <= room) break;
  }
  return { kicker, title: title!, ...(description ? { description } : {}) };
}

export async function GET(_request: Request, context: { params: Promise<{ slug: string[] }> }) {
  const pagePath = pagePathOfSocialImage((await context.params).slug);
  const card = pagePath ? socialCard(pagePath) : undefined;
  if (!card) return new Response("Not found", { status: 404 });
  const rightToLeft = localeInfo[card.locale].dir === "rtl";
  // A post's card is its cover: the same art, the same words.
  const cover = card.cover
    ? `data:image/svg+xml;base64,${Buffer.from(coverArtSvg(card.cover, { rtl: rightToLeft })).toString("base64")}`
    : undefined;
  const rtl = rightToLeft ? await rtlCardText(card, Boolean(cover)) : undefined;
  return new ImageResponse(
    <SocialCardImage card={card} logo={await logoDataUrl()} cover={cover} rtl={rtl} />,
    {
      ...socialImageSize,
      fonts: (await Promise.all([interFonts(500), interFonts(700), interFonts(800)])).flat(),
    },
  );
}
