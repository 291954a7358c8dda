// The Arabic-script characters the Arabic edition uses (plain Node, for the subset script and
// its test): every character of the Arabic blocks in the Arabic copy, sorted, plus the Arabic
// punctuation and digits a page may print without them being in the copy today.
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

/** The sorted Arabic-script characters of the Arabic copy under `root`/src/content. */
export function arabicCharacters(root) {
  const content = path.join(root, "src", "content");
  const files = [
    ...filesUnder(path.join(content, "ar")),
    ...fs
      .readdirSync(content, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "ar")
      .flatMap((entry) => filesUnder(path.join(content, entry.name, "ar"))),
  ].filter((file) => /\.(ts|md)$/.test(file) && !file.endsWith(".test.ts"));
  const found = new Set(ALWAYS);
  for (const file of files) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(ARABIC)) found.add(match[0]);
  }
  return [...found].sort().join("");
}
