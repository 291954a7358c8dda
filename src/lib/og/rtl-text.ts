/**
 * Right-to-left text for the social cards (src/app/og). Satori, which draws the cards, can
 * neither shape Arabic (it fails on Noto Sans Arabic's GSUB) nor lay out right-to-left lines,
 * so each Arabic text block of a card is set here, with resvg (real OpenType shaping), into a
 * transparent PNG that the card places where the text would be.
 *
 * resvg draws one font per <text> (its font fallback fails on mixed Arabic/Latin lines), so a
 * line is cut into runs of one font each (Noto Sans Arabic for Arabic, Inter for Latin, digits
 * and punctuation), every run is measured (its ink box), and the runs are placed right to left
 * by a small version of the bidi algorithm: a sequence of Latin words reads left to right in
 * place, punctuation takes the direction around it. Lines are wrapped (and balanced) here too.
 * Build time only: the cards are static files.
 */
import "server-only";

import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

import { Resvg } from "@resvg/resvg-js";
import decompress from "wawoff2/decompress";

type CardFontWeight = 500 | 700 | 800;

export interface RtlTextStyle {
  fontSize: number;
  fontWeight: CardFontWeight;
  /** A hex colour. */
  color: string;
  opacity?: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** The widest a line may be, in pixels. */
  maxWidth: number;
  /** Lines beyond this are cut, the last line ending in "…". */
  maxLines?: number;
  /** Lines of even length (CSS text-wrap: balance) rather than greedy. */
  balance?: boolean;
}

/** A block of text drawn as a PNG: its data URL and its size in pixels. */
export interface TextImage {
  src: string;
  width: number;
  height: number;
  /** How many lines the text took. */
  lines: number;
}

type Family = "arabic" | "latin";

const FAMILY_NAME: Record<Family, string> = { arabic: "Noto Sans Arabic", latin: "Inter" };

const FONT_SOURCE: Record<Family, (weight: CardFontWeight) => string[]> = {
  arabic: (weight) => [
    "@fontsource",
    "noto-sans-arabic",
    "files",
    `noto-sans-arabic-arabic-${weight}-normal.woff2`,
  ],
  latin: (weight) => ["@fontsource", "inter", "files", `inter-latin-${weight}-normal.woff2`],
};

const fontFiles = new Map<string, Promise<string>>();

/** Where the decompressed fonts are kept between builds (next build's own cache folder). */
const FONT_CACHE = path.join(process.cwd(), ".next", "cache", "og-fonts");

/**
 * One decompression at a time: wawoff2 hands back a view of its WebAssembly memory, which the
 * next decompression overwrites, so each result is copied before another starts.
 */
let decompressing: Promise<unknown> = Promise.resolve();
function woff2ToTtf(woff2: Buffer): Promise<Buffer> {
  const result = decompressing.then(async () => Buffer.from(await decompress(woff2)));
  decompressing = result.catch(() => undefined);
  return result;
}

/**
 * The TTF of a font (resvg reads neither WOFF nor WOFF2), decompressed once into the build
 * cache: named by the source's size, written under a temporary name and renamed, so parallel
 * build workers never read half a file.
 */
function fontFile(family: Family, weight: CardFontWeight): Promise<string> {
  const key = `${family}-${weight}`;
  let file = fontFiles.get(key);
  if (!file) {
    file = (async () => {
      const source = path.join(process.cwd(), "node_modules", ...FONT_SOURCE[family](weight));
      const woff2 = await readFile(source);
      const target = path.join(
        FONT_CACHE,
        `${path.basename(source, ".woff2")}-${woff2.length}.ttf`,
      );
      if (existsSync(target)) return target;
      await mkdir(FONT_CACHE, { recursive: true });
      const temporary = `${target}.${process.pid}.${randomUUID()}`;
      await writeFile(temporary, await woff2ToTtf(woff2));
      await rename(temporary, target);
      return target;
    })();
    fontFiles.set(key, file);
  }
  return file;
}

const ARABIC_CHAR = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const LATIN_LETTER = /\p{L}/u;
/** A number: digits, separators between them, and the signs that stick to it ("99.9%", "$100"). */
const NUMBER = /[$#%°‰€£¥]*\p{N}(?:[\p{N}.,:/+\-–]*\p{N})?[$#%°‰€£¥]*/u;

/** A piece of a line in one font: a word, or the Arabic or Latin part of a mixed word. */
interface Run {
  text: string;
  family: Family;
  /**
   * Right to left (Arabic), left to right (Latin words), a number (its digits left to right,
   * the number itself placed like an Arabic word unless it follows Latin text), or
   * punctuation (the direction around it decides).
   */
  direction: "rtl" | "ltr" | "number" | "neutral";
  /** Space before it: a word space, or none inside a word. */
  spaceBefore: boolean;
  /** Ink box: where the ink starts from the pen position, and its width. */
  inkX: number;
  width: number;
}

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Brackets drawn mirrored when they sit in right-to-left text. */
const MIRRORED: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
  "«": "»",
  "»": "«",
};

function textElement(
  run: Pick<Run, "text" | "family">,
  style: Pick<RtlTextStyle, "fontSize" | "fontWeight">,
  x: number,
  y: number,
): string {
  // An Arabic run is set in a right-to-left paragraph (RLE … PDF), or its trailing punctuation
  // ("بك،") would be put on the wrong side.
  const [direction, text] =
    run.family === "arabic" ? [` direction="rtl"`, `\u202b${run.text}\u202c`] : ["", run.text];
  return `<text x="${x}" y="${y}" font-family="${FAMILY_NAME[run.family]}" font-size="${style.fontSize}" font-weight="${style.fontWeight}"${direction}>${escapeXml(text)}</text>`;
}

const measured = new Map<string, { inkX: number; width: number }>();

/** A run's ink box, by drawing it alone with its one font. */
async function measure(
  run: Pick<Run, "text" | "family">,
  style: Pick<RtlTextStyle, "fontSize" | "fontWeight">,
): Promise<{ inkX: number; width: number }> {
  const key = `${run.family}|${style.fontSize}|${style.fontWeight}|${run.text}`;
  const known = measured.get(key);
  if (known) return known;
  const size = style.fontSize;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 4}" height="${size * 3}">${textElement(run, style, 0, size * 2)}</svg>`;
  const box = new Resvg(svg, {
    font: { fontFiles: [await fontFile(run.family, style.fontWeight)], loadSystemFonts: false },
  }).getBBox();
  // Nothing inked (a lone space, a missing glyph): no width.
  const result = box ? { inkX: box.x, width: box.width } : { inkX: 0, width: 0 };
  measured.set(key, result);
  return result;
}

/** The runs of a text: its words, each cut where the font changes. */
function splitRuns(text: string): Omit<Run, "inkX" | "width">[] {
  const runs: Omit<Run, "inkX" | "width">[] = [];
  for (const word of text.trim().split(/\s+/u)) {
    let spaceBefore = runs.length > 0;
    let current: { text: string; family: Family } | undefined;
    const push = (text: string, family: Family, direction: Run["direction"]) => {
      if (!text) return;
      runs.push({ text, family, direction, spaceBefore });
      spaceBefore = false;
    };
    const flush = () => {
      if (!current) return;
      if (current.family === "arabic") push(current.text, "arabic", "rtl");
      else if (LATIN_LETTER.test(current.text)) push(current.text, "latin", "ltr");
      else {
        // "500+" in Arabic: the number, then the sign as punctuation (a browser shows "+500").
        const number = NUMBER.exec(current.text);
        if (!number) push(current.text, "latin", "neutral");
        else {
          push(current.text.slice(0, number.index), "latin", "neutral");
          push(number[0], "latin", "number");
          push(current.text.slice(number.index + number[0].length), "latin", "neutral");
        }
      }
    };
    for (const char of word) {
      const family: Family = ARABIC_CHAR.test(char) ? "arabic" : "latin";
      if (current?.family === family) current.text += char;
      else {
        flush();
        current = { text: char, family };
      }
    }
    flush();
  }
  return runs;
}

/**
 * The bidi algorithm's rules for what is neither Arabic nor Latin, for a right-to-left
 * paragraph: a number after Latin text (the last strong run) joins it (W7); punctuation between
 * two left-to-right runs reads left to right, anywhere else right to left, numbers counting as
 * right to left (N1), and its brackets are then mirrored.
 */
function resolveNeutrals(runs: Run[]): Run[] {
  const strong = (run: Run) => run.direction === "rtl" || run.direction === "ltr";
  const withNumbers = runs.map((run, index) => {
    if (run.direction !== "number") return run;
    const before = runs.slice(0, index).findLast(strong);
    return before?.direction === "ltr" ? { ...run, direction: "ltr" as const } : run;
  });
  return withNumbers.map((run, index) => {
    if (run.direction !== "neutral") return run;
    const before = withNumbers.slice(0, index).findLast((other) => other.direction !== "neutral");
    const after = withNumbers.slice(index + 1).find((other) => other.direction !== "neutral");
    if (before?.direction === "ltr" && after?.direction === "ltr") {
      return { ...run, direction: "ltr" };
    }
    const mirrored = [...run.text].map((char) => MIRRORED[char] ?? char).join("");
    return { ...run, direction: "rtl", text: mirrored };
  });
}

/** Gaps between runs: a word space, or a hairline inside a word (the ink boxes touch). */
function gap(run: Run, fontSize: number): number {
  return run.spaceBefore ? fontSize * 0.27 : fontSize * 0.04;
}

function lineWidth(line: Run[], fontSize: number): number {
  return line.reduce((sum, run, index) => sum + run.width + (index ? gap(run, fontSize) : 0), 0);
}

/** Greedy wrapping at word spaces (a word's runs stay together). */
function wrap(runs: Run[], maxWidth: number, fontSize: number): Run[][] {
  const words: Run[][] = [];
  for (const run of runs) {
    if (run.spaceBefore || words.length === 0) words.push([run]);
    else words.at(-1)!.push(run);
  }
  const lines: Run[][] = [];
  for (const word of words) {
    const line = lines.at(-1);
    if (line && lineWidth([...line, ...word], fontSize) <= maxWidth) line.push(...word);
    else lines.push([...word]);
  }
  return lines;
}

/** The narrowest width that keeps the greedy line count: even lines, like text-wrap: balance. */
function balancedWrap(runs: Run[], maxWidth: number, fontSize: number): Run[][] {
  const greedy = wrap(runs, maxWidth, fontSize);
  if (greedy.length < 2) return greedy;
  let low = 0;
  let high = maxWidth;
  while (high - low > 1) {
    const middle = (low + high) / 2;
    if (wrap(runs, middle, fontSize).length <= greedy.length) high = middle;
    else low = middle;
  }
  return wrap(runs, high, fontSize);
}

/**
 * Where each run of a line is drawn (its ink's left edge), the line's right edge at `right`:
 * runs right to left in reading order, a sequence of left-to-right runs as one block.
 */
function placeLine(line: Run[], right: number, fontSize: number): { run: Run; left: number }[] {
  const placed: { run: Run; left: number }[] = [];
  let cursor = right;
  let index = 0;
  while (index < line.length) {
    const first = line[index]!;
    if (index > 0) cursor -= gap(first, fontSize);
    if (first.direction !== "ltr") {
      placed.push({ run: first, left: cursor - first.width });
      cursor -= first.width;
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < line.length && line[end]!.direction === "ltr") end += 1;
    const block = line.slice(index, end);
    let left = cursor - lineWidth(block, fontSize);
    cursor = left;
    block.forEach((run, position) => {
      if (position > 0) left += gap(run, fontSize);
      placed.push({ run, left });
      left += run.width;
    });
    index = end;
  }
  return placed;
}

/** The runs of a text, measured and with their directions resolved. */
async function measuredRuns(text: string, style: RtlTextStyle): Promise<Run[]> {
  const runs = await Promise.all(
    splitRuns(text).map(async (run) => ({ ...run, ...(await measure(run, style)) })),
  );
  return resolveNeutrals(runs);
}

/** Wraps the text, cutting it to maxLines with "…" at the end of the last line. */
async function layoutLines(text: string, style: RtlTextStyle): Promise<Run[][]> {
  const { maxWidth, fontSize, maxLines = Infinity, balance } = style;
  const setLines = (runs: Run[]) =>
    balance ? balancedWrap(runs, maxWidth, fontSize) : wrap(runs, maxWidth, fontSize);
  let words = text.trim().split(/\s+/u);
  let lines = setLines(await measuredRuns(text, style));
  while (lines.length > maxLines && words.length > 1) {
    words = words.slice(0, -1);
    const cut = `${words.join(" ").replace(/[\s،,؛;:.\-–—]+$/u, "")}…`;
    lines = setLines(await measuredRuns(cut, style));
  }
  return lines;
}

/** Draws the lines, right-aligned, into a PNG just wide and tall enough for their ink. */
function drawLines(lines: Run[][], style: RtlTextStyle): TextImage {
  const { fontSize, lineHeight } = style;
  const lineBox = fontSize * lineHeight;
  const width = Math.ceil(Math.max(...lines.map((line) => lineWidth(line, fontSize)))) + 4;
  const draw = (top: number, height: number) => {
    const texts = lines.flatMap((line, lineIndex) => {
      // The baseline a little below the middle of the line box: Arabic's ink sits high.
      const baseline = top + lineIndex * lineBox + lineBox / 2 + fontSize * 0.3;
      return placeLine(line, width - 2, fontSize).map(({ run, left }) =>
        textElement(run, style, +(left - run.inkX).toFixed(2), +baseline.toFixed(2)),
      );
    });
    const fill = `fill="${style.color}"${style.opacity === undefined ? "" : ` fill-opacity="${style.opacity}"`}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g ${fill}>${texts.join("")}</g></svg>`;
    return new Resvg(svg, {
      font: { fontFiles: [...allFontFiles.values()], loadSystemFonts: false },
    });
  };
  let top = 0;
  let height = Math.ceil(lines.length * lineBox);
  let resvg = draw(top, height);
  // Tall marks or deep tails beyond the line boxes: grow the image rather than clip them.
  const box = resvg.getBBox();
  if (box && (box.y < 0 || box.y + box.height > height)) {
    top = Math.max(0, Math.ceil(-box.y) + 1);
    height = Math.ceil(Math.max(height, box.y + box.height + 1) + top);
    resvg = draw(top, height);
  }
  const png = resvg.render().asPng();
  return {
    src: `data:image/png;base64,${png.toString("base64")}`,
    width,
    height,
    lines: lines.length,
  };
}

const allFontFiles = new Map<string, string>();

/** Decompresses the fonts a style needs (both families, its weight) before anything is drawn. */
async function loadFonts(weight: CardFontWeight): Promise<void> {
  for (const family of ["arabic", "latin"] as const) {
    allFontFiles.set(`${family}-${weight}`, await fontFile(family, weight));
  }
}

/** A block of right-to-left text (Arabic, with Latin words and digits) as a right-aligned PNG. */
export async function rtlTextImage(text: string, style: RtlTextStyle): Promise<TextImage> {
  await loadFonts(style.fontWeight);
  const lines = await layoutLines(text, style);
  return drawLines(lines, style);
}

/** The runs of one line from left to right as drawn (their texts): the bidi ordering, for tests. */
export function visualOrder(text: string): string[] {
  const runs = resolveNeutrals(splitRuns(text).map((run) => ({ ...run, inkX: 0, width: 10 })));
  return placeLine(runs, 0, 10)
    .sort((a, b) => a.left - b.left)
    .map(({ run }) => run.text);
}
