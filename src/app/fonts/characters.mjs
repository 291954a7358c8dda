// The characters each typeface of the site is subset to (plain Node, for scripts/subset-fonts.mjs
// and fonts.test.ts), sorted: the ones the site's text uses, plus the ones a page may print
// without them being in the text today. The subset script keeps those its source font has.
import fs from "node:fs";
import path from "node:path";

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const ALWAYS_ARABIC = "،؛؟٪٫٬ـ";

const span = (first, last) =>
  String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, index) => first + index));

/**
 * Printable ASCII, Latin-1's punctuation and symbols (no-break space, © ® « » · × ...; not the
 * soft hyphen, which has no glyph), and the typographic characters that copy, Intl's formats
 * (the narrow no-break space of times and units) and the browser may print: spaces, dashes,
 * quotes, bullet, ellipsis, primes, €, ™, minus, arrows; and Latin-1's accented letters (2.8 KB
 * of the subset).
 */
const ALWAYS_LATIN = [
  span(0x20, 0x7e),
  span(0xa0, 0xac),
  span(0xae, 0xbf),
  // The accented letters of Latin-1: what a visitor types into a form (a name, a company), shown
  // back in the form and in the inbox, in the site's face.
  span(0xc0, 0xd6),
  span(0xd8, 0xf6),
  span(0xf8, 0xff),
  "×÷",
  "\u2009\u202F",
  span(0x2010, 0x2014),
  span(0x2018, 0x201e),
  "•…′″‹›€™−←↑→↓",
].join("");

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The sorted characters of `always` and of the files under `dirs` that `keep` accepts. */
function charactersOf(root, dirs, extensions, keep, always) {
  const files = dirs
    .flatMap((dir) => filesUnder(path.join(root, "src", dir)))
    .filter((file) => extensions.test(file) && !/\.test\.tsx?$/.test(file));
  const found = new Set(always);
  for (const file of files) {
    for (const char of fs.readFileSync(file, "utf8")) if (keep(char)) found.add(char);
  }
  return [...found].sort().join("");
}

/**
 * The Arabic-script characters of the copy under `root`/src/content (the languages written in
 * Arabic script have their copy there, src/config/locales.ts), and Arabic punctuation and digits.
 */
export function arabicCharacters(root) {
  return charactersOf(root, ["content"], /\.(ts|md)$/, (char) => ARABIC.test(char), ALWAYS_ARABIC);
}

/**
 * The characters Inter sets: every character, but Arabic script, controls and format characters
 * (bidi isolates, soft hyphen: no glyph), of the copy (src/content, every language's: the Arabic
 * pages' Latin runs are in Inter too), of the UI strings of the components and routes
 * (src/components, src/app: the inbox's too) and of the site's facts (src/config); and
 * ALWAYS_LATIN.
 */
export function latinCharacters(root) {
  return charactersOf(
    root,
    ["content", "components", "app", "config"],
    /\.(ts|tsx|md|mjs|css)$/,
    (char) => !ARABIC.test(char) && !/[\p{Cc}\p{Cf}]/u.test(char),
    ALWAYS_LATIN,
  );
}
