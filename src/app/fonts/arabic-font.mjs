// What the Arabic document needs to know about its typeface's file (src/app/font-arabic.tsx):
// its public name, from its content hash, and its vertical metrics, for the fallback face.
// scripts/subset-arabic-font.mjs writes public/fonts/<name> and arabic-font.json with these;
// arabic-font.test.ts recomputes both from the committed file. Plain Node.
import { createHash } from "node:crypto";

import wawoff2 from "wawoff2";

/** The public file name of a WOFF2 font: its content hash, so that it can be cached for good. */
export function arabicFontFileName(woff2) {
  const hash = createHash("sha256").update(woff2).digest("hex").slice(0, 12);
  return `noto-sans-arabic-${hash}.woff2`;
}

/**
 * The font's vertical metrics from its `head` and `hhea` tables, as fractions of the em: what the
 * fallback face overrides so that text laid out before the font arrives takes the same height.
 */
export async function verticalMetrics(woff2) {
  const font = Buffer.from(await wawoff2.decompress(woff2));
  const tables = new Map();
  for (let index = 0; index < font.readUInt16BE(4); index += 1) {
    const record = 12 + 16 * index;
    tables.set(font.toString("latin1", record, record + 4), font.readUInt32BE(record + 8));
  }
  const unitsPerEm = font.readUInt16BE(tables.get("head") + 18);
  const hhea = tables.get("hhea");
  const ratio = (value) => Math.round((value / unitsPerEm) * 10000) / 10000;
  return {
    ascent: ratio(font.readInt16BE(hhea + 4)),
    descent: ratio(-font.readInt16BE(hhea + 6)),
    lineGap: ratio(font.readInt16BE(hhea + 8)),
  };
}
