import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { faces } from "./faces.mjs";
import { fallbackMetrics, fontCodePoints, fontFileName, unicodeRange } from "./font-file.mjs";

const root = process.cwd();
const dir = path.join(root, "src", "app", "fonts");
const publicDir = path.join(root, "public", "fonts");

describe.each(faces)("the $name subset", (face) => {
  const facts = JSON.parse(fs.readFileSync(path.join(dir, `${face.name}.json`), "utf8")) as {
    file: string;
    unicodeRange: string;
  };
  // Not trimmed: Inter's list starts with the space.
  const covered = fs.readFileSync(path.join(dir, `${face.name}-subset.txt`), "utf8").slice(0, -1);
  const font = fs.readFileSync(path.join(publicDir, facts.file));

  it("covers every character of the site's text its typeface has (else: node scripts/subset-fonts.mjs)", async () => {
    const available = new Set(await fontCodePoints(fs.readFileSync(path.join(root, face.source))));
    const missing = [...face.characters(root)].filter(
      (char) => available.has(char.codePointAt(0)!) && !covered.includes(char),
    );
    expect(missing).toEqual([]);
  });

  it("is one small WOFF2 file, named by its content, with every character of its list", async () => {
    expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(font.length).toBeLessThan(40 * 1024);
    expect(fontFileName(face.name, font)).toBe(facts.file);
    const named = new RegExp(`^${face.name}-[0-9a-f]{12}\\.woff2$`);
    expect(fs.readdirSync(publicDir).filter((name) => named.test(name))).toEqual([facts.file]);
    const codePoints = await fontCodePoints(font);
    expect([...covered].filter((char) => !codePoints.includes(char.codePointAt(0)!))).toEqual([]);
    expect(facts.unicodeRange).toBe(unicodeRange(codePoints));
  });

  it("has the file's own fallback metrics", async () => {
    expect(facts).toMatchObject(await fallbackMetrics(font));
  });
});

it("keeps no font file that no face names", () => {
  const files = faces.map(
    (face) =>
      (JSON.parse(fs.readFileSync(path.join(dir, `${face.name}.json`), "utf8")) as { file: string })
        .file,
  );
  expect(fs.readdirSync(publicDir).sort()).toEqual(files.sort());
});
