// The Arabic-script characters the site's copy uses (plain Node, for the subset script and its
// test): every character of the Arabic blocks in the copy under src/content (the languages
// written in Arabic script have their copy there, src/config/locales.ts), sorted, plus the
// Arabic punctuation and digits a page may print without them being in the copy today.
import fs from "node:fs";
import path from "node:path";

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const ALWAYS = "،؛؟٪٫٬ـ";

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The sorted Arabic-script characters of the copy under `root`/src/content. */
export function arabicCharacters(root) {
  const files = filesUnder(path.join(root, "src", "content")).filter(
    (file) => /\.(ts|md)$/.test(file) && !file.endsWith(".test.ts"),
  );
  const found = new Set(ALWAYS);
  for (const file of files) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(ARABIC)) found.add(match[0]);
  }
  return [...found].sort().join("");
}
