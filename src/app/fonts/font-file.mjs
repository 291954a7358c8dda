// What a document needs to know about a typeface's file (src/app/font-faces.tsx): its public
// name, from its content hash, the characters it maps, and the metrics of its fallback face.
// scripts/subset-fonts.mjs writes public/fonts/<name> and the face's JSON with these;
// fonts.test.ts recomputes them from the committed files. Plain Node.
import { createHash } from "node:crypto";

import wawoff2 from "wawoff2";

/** The public file name of a WOFF2 font: its content hash, so that it can be cached for good. */
export function fontFileName(prefix, woff2) {
  const hash = createHash("sha256").update(woff2).digest("hex").slice(0, 12);
  return `${prefix}-${hash}.woff2`;
}

/** The font inside a WOFF2 file, with the offsets of its tables by tag. */
async function openFont(woff2) {
  const font = Buffer.from(await wawoff2.decompress(woff2));
  const tables = new Map();
  for (let index = 0; index < font.readUInt16BE(4); index += 1) {
    const record = 12 + 16 * index;
    tables.set(font.toString("latin1", record, record + 4), font.readUInt32BE(record + 8));
  }
  return { font, tables };
}

/** Unicode subtables of `cmap` by preference: full repertoire (format 12) before BMP (format 4). */
const CMAP_ENCODINGS = ["3/10", "0/6", "0/4", "3/1", "0/3"];

/** The font's character map: code point → glyph id (from `cmap`, formats 4 and 12). */
function characterMap({ font, tables }) {
  const cmap = tables.get("cmap");
  const subtables = new Map();
  for (let index = 0; index < font.readUInt16BE(cmap + 2); index += 1) {
    const record = cmap + 4 + 8 * index;
    const encoding = `${font.readUInt16BE(record)}/${font.readUInt16BE(record + 2)}`;
    subtables.set(encoding, cmap + font.readUInt32BE(record + 4));
  }
  const offset = CMAP_ENCODINGS.map((encoding) => subtables.get(encoding)).find(
    (candidate) => candidate !== undefined && [4, 12].includes(font.readUInt16BE(candidate)),
  );
  if (offset === undefined) throw new Error("font-file: no Unicode cmap of format 4 or 12");
  const glyphs = new Map();
  if (font.readUInt16BE(offset) === 12) {
    for (let group = 0; group < font.readUInt32BE(offset + 12); group += 1) {
      const at = offset + 16 + 12 * group;
      const [start, end, glyph] = [0, 4, 8].map((field) => font.readUInt32BE(at + field));
      for (let code = start; code <= end; code += 1) glyphs.set(code, glyph + code - start);
    }
    return glyphs;
  }
  const segments = font.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let segment = 0; segment < segments; segment += 1) {
    const start = font.readUInt16BE(starts + 2 * segment);
    const end = font.readUInt16BE(ends + 2 * segment);
    const delta = font.readUInt16BE(deltas + 2 * segment);
    const rangeOffset = font.readUInt16BE(rangeOffsets + 2 * segment);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      let glyph = code;
      if (rangeOffset !== 0) {
        glyph = font.readUInt16BE(rangeOffsets + 2 * segment + rangeOffset + 2 * (code - start));
        if (glyph === 0) continue;
      }
      glyph = (glyph + delta) & 0xffff;
      if (glyph !== 0) glyphs.set(code, glyph);
    }
  }
  return glyphs;
}

/** The code points a WOFF2 font has a glyph for, in order. */
export async function fontCodePoints(woff2) {
  return [...characterMap(await openFont(woff2)).keys()].sort((a, b) => a - b);
}

/**
 * The CSS unicode-range of a list of code points ("U+20-7E,U+A0,..."): what a face covers, so
 * that a browser neither downloads it for, nor takes from it, a character it lacks.
 */
export function unicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges = [];
  for (const code of sorted) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  const hex = (code) => code.toString(16).toUpperCase();
  return ranges
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(",");
}

/**
 * What next/font's adjustFontFallback measures (Arial's average width of the same text, in its
 * 2048 units per em): the average advance of a sample of lowercase Latin text and spaces, by
 * letter frequency. A font without those letters (Arabic) keeps the fallback's size: 1.
 */
const AVERAGE_SAMPLE = "aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ";
const ARIAL_AVERAGE_WIDTH = 934.5116279069767 / 2048;

const round = (fraction) => Math.round(fraction * 1e6) / 1e6;

/**
 * The font's metrics for its fallback face (src/app/font-faces.tsx), as fractions of the em: its
 * vertical metrics from `hhea` (what the fallback's ascent/descent/line-gap overrides carry, so
 * that text laid out before the font arrives takes the same height) and the ratio of its average
 * width to Arial's (size-adjust, so that it takes the same width).
 */
export async function fallbackMetrics(woff2) {
  const opened = await openFont(woff2);
  const { font, tables } = opened;
  const unitsPerEm = font.readUInt16BE(tables.get("head") + 18);
  const hhea = tables.get("hhea");
  const ratio = (value) => round(value / unitsPerEm);
  const glyphs = characterMap(opened);
  const sample = [...AVERAGE_SAMPLE].map((char) => glyphs.get(char.codePointAt(0)));
  let sizeAdjust = 1;
  if (sample.every((glyph) => glyph !== undefined)) {
    const advances = font.readUInt16BE(hhea + 34);
    const hmtx = tables.get("hmtx");
    const advance = (glyph) => font.readUInt16BE(hmtx + 4 * Math.min(glyph, advances - 1));
    const average = sample.reduce((sum, glyph) => sum + advance(glyph), 0) / sample.length;
    sizeAdjust = round(average / unitsPerEm / ARIAL_AVERAGE_WIDTH);
  }
  return {
    ascent: ratio(font.readInt16BE(hhea + 4)),
    descent: ratio(-font.readInt16BE(hhea + 6)),
    lineGap: ratio(font.readInt16BE(hhea + 8)),
    sizeAdjust,
  };
}
