import { readFile } from "node:fs/promises";
import path from "node:path";

import { ImageResponse } from "next/og";

import { coverArtSvg } from "@/components/blog/cover-art";
import { SocialCardImage } from "@/components/social-card-image";
import { pagePathOfSocialImage, socialImagePath, socialImageSize } from "@/lib/metadata";
import { socialCard, socialCards } from "@/lib/social-cards";

// Every card is rendered once at build time and served as a static file.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { slug: string[] }[] {
  return socialCards().map((card) => ({
    slug: socialImagePath(card.path).split("/").slice(2),
  }));
}

/** Satori reads TTF/OTF/WOFF, not WOFF2: the static Inter cuts of @fontsource/inter. */
async function interFont(weight: 500 | 700 | 800) {
  const file = `inter-latin-${weight}-normal.woff`;
  const data = await readFile(
    path.join(process.cwd(), "node_modules", "@fontsource", "inter", "files", file),
  );
  return { name: "Inter", data, weight, style: "normal" as const };
}

async function logoDataUrl(): Promise<string> {
  const svg = await readFile(path.join(process.cwd(), "src", "app", "icon.svg"));
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

export async function GET(_request: Request, context: { params: Promise<{ slug: string[] }> }) {
  const pagePath = pagePathOfSocialImage((await context.params).slug);
  const card = pagePath ? socialCard(pagePath) : undefined;
  if (!card) return new Response("Not found", { status: 404 });
  // A post's card is its cover: the same art, the same words.
  const cover = card.cover
    ? `data:image/svg+xml;base64,${Buffer.from(coverArtSvg(card.cover)).toString("base64")}`
    : undefined;
  return new ImageResponse(
    <SocialCardImage card={card} logo={await logoDataUrl()} cover={cover} />,
    {
      ...socialImageSize,
      fonts: await Promise.all([interFont(500), interFont(700), interFont(800)]),
    },
  );
}
