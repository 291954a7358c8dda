// Build step: every pre-rendered page and built asset compressed once, beside itself (Brotli and
// gzip: COMPRESSED_COPIES in src/lib/http/static-files.mjs, which serves them), so the server
// never compresses a page or a script per request. Brotli at its best quality for the assets
// (fetched by every page, cached for good) and one step below for the pages, which are many
// and change with every build (quality 11 takes 36 s for them here, 9 takes 4.5 s for an 8 %
// larger total); gzip at level 9 for both.
import fs from "node:fs";
import os from "node:os";
import { promisify } from "node:util";
import zlib from "node:zlib";

import { builtAssets, COMPRESSED_COPIES, compressible } from "../../src/lib/http/static-files.mjs";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli quality for pages and for assets. */
export const BROTLI_QUALITY = { page: 9, asset: 11 };

async function compressedCopies(plain, brotliQuality) {
  const copies = {
    br: await brotli(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzip: await gzip(plain, { level: 9 }),
  };
  return COMPRESSED_COPIES.map(({ encoding, suffix }) => ({ suffix, body: copies[encoding] }));
}

/**
 * Writes each file's compressed copies beside it; `files`: { file, quality }[]. Runs as many at
 * once as the machine has cores (zlib works off the main thread). Returns the bytes before and
 * after, per coding.
 */
export async function precompress(files) {
  const totals = { plain: 0, br: 0, gzip: 0 };
  const queue = [...files];
  async function worker() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const plain = fs.readFileSync(next.file);
      const copies = await compressedCopies(plain, next.quality);
      totals.plain += plain.length;
      for (const { suffix, body } of copies) {
        fs.writeFileSync(next.file + suffix, body);
        totals[suffix === ".br" ? "br" : "gzip"] += body.length;
      }
    }
  }
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  return totals;
}

/** The compressible built assets under `staticDir`, with the assets' Brotli quality. */
export function assetFiles(staticDir) {
  return builtAssets(staticDir)
    .filter((asset) => compressible(asset.type))
    .map((asset) => ({ file: asset.file, quality: BROTLI_QUALITY.asset }));
}
