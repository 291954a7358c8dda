/**
 * The /colophon page: how the site is made. Each entry says what is used and under which
 * licence (read from the packages in package.json); the portraits' credit lives here, not in
 * the footer.
 */
import type { PageHero } from "./types";

export interface ColophonEntry {
  id: "portraits" | "typefaces" | "icons" | "drawings" | "build";
  title: string;
  body: string;
  /** The licence of what the entry names, linked to its text. */
  licence?: { name: string; href: string };
}

export const colophonHero = {
  eyebrow: "Colophon",
  title: "How this site is",
  highlight: "made",
  description:
    "The portraits, type and drawings on these pages: where each comes from, and under which licence.",
} satisfies PageHero;

export const colophonCopy = {
  /** The entries' list, named for screen readers. */
  listLabel: "How the site is made",
  /** Read before an entry's licence: "Licence: CC0 1.0". */
  licence: "Licence:",
};

export const colophonEntries = [
  {
    id: "portraits",
    title: "Portraits",
    body: "The portraits of our five leaders, and of the clients and authors quoted on these pages, are illustrations, not photographs. They are drawn in the “Notionists” style by Zoish, with DiceBear, when the site is built. Each leader’s look (hair, glasses, beard, dress) is chosen to match them, so a drawing suggests the person rather than records a face. Clients and authors are drawn more lightly, on a grey ground.",
    licence: { name: "CC0 1.0", href: "https://creativecommons.org/publicdomain/zero/1.0/" },
  },
  {
    id: "typefaces",
    title: "Typefaces",
    body: "Text is set in Inter, and Arabic in Noto Sans Arabic. The font files are served from this site: no page asks a font service for anything.",
    licence: { name: "SIL Open Font License 1.1", href: "https://openfontlicense.org/" },
  },
  {
    id: "icons",
    title: "Icons",
    body: "The interface icons are Lucide, built into the pages as one SVG sprite.",
    licence: { name: "ISC", href: "https://lucide.dev/license" },
  },
  {
    id: "drawings",
    title: "Drawn here",
    body: "The client marks, the blog’s covers and social cards, and the product visuals are drawn here in SVG, in the brand’s colours; any words in them are set in the site’s own typefaces. There is no stock image or photograph anywhere on the site.",
  },
  {
    id: "build",
    title: "Built with",
    body: "Next.js, React and Tailwind CSS. Every page is rendered ahead of time, in English and Arabic, and works without JavaScript.",
  },
] as const satisfies readonly ColophonEntry[];
