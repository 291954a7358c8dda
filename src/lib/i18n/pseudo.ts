/**
 * Pseudo-localisation: English with every letter accented ("Contact us" → "Çöñţåçţ ûš"), still
 * readable, plainly not a catalog's text. A pseudo-locale of the registry
 * (src/config/locales.ts, `pseudoOf`) reads its base language's copy through here, so a page
 * in it shows where a word does not come from the catalogs, and a test renders every template in
 * a language added through the registry alone (scripts/pseudo-locale.mjs).
 */
const ACCENTS: Record<string, string> = {
  a: "å",
  b: "ƀ",
  c: "ç",
  d: "đ",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "î",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  // Not "ɱ": its capital (Ɱ, from text-transform: uppercase) is in no subset of Inter, so the OG
  // cards would have to fetch a font for it.
  m: "ḿ",
  n: "ñ",
  o: "ö",
  p: "þ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  w: "ŵ",
  y: "ý",
  z: "ž",
  A: "Å",
  B: "Ɓ",
  C: "Ç",
  D: "Đ",
  E: "É",
  G: "Ĝ",
  H: "Ĥ",
  I: "Î",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Û",
  W: "Ŵ",
  Y: "Ý",
  Z: "Ž",
};

/** Strings that are not words: paths, URLs, addresses, ids, slugs, colours, code. */
const NOT_WORDS =
  /^(?:[/#.]|[a-z][a-z0-9+.-]*:|\S+@\S+$|[a-z0-9]+(?:[-_.][a-z0-9]+)*$|[A-Z0-9_]+$)/;
/**
 * Object keys whose values are facts, not words (`level` is the training programmes' key for their
 * badge's label and icon, shown through `programmeCopy.levels`; an offer's `endsAt` and
 * `timeZone` are an instant and an IANA zone).
 */
const FACT_KEYS =
  /^(?:href|id|slug|icon|path|src|url|email|phone|category|key|value|kind|type|lang|locale|code|language|level|timeZone|endsAt)$|(?:Href|Id|Slug|Icon|Path|Url)$/;

/** The text with its letters accented, `{placeholders}` and `<tags>` kept as they are. */
function pseudoText(text: string): string {
  if (NOT_WORDS.test(text)) return text;
  return text.replace(
    /(\{[^}]*\}|<[^>]*>)|[A-Za-z]/g,
    (match, kept: string | undefined) => kept ?? ACCENTS[match] ?? match,
  );
}

const seen = new WeakMap<object, unknown>();

/**
 * A copy module's value in the pseudo-locale: strings accented, plain objects and arrays mapped,
 * functions wrapped so their results are; anything else (dates, React elements, classes) kept.
 */
export function pseudoValue<T>(value: T, key = ""): T {
  if (typeof value === "string") return (FACT_KEYS.test(key) ? value : pseudoText(value)) as T;
  if (typeof value === "function") {
    const wrapped = seen.get(value);
    if (wrapped) return wrapped as T;
    const fn = value as unknown as (...args: unknown[]) => unknown;
    const pseudo = (...args: unknown[]) => pseudoValue(fn(...args), key);
    seen.set(value, pseudo);
    return pseudo as T;
  }
  if (value === null || typeof value !== "object") return value;
  const cached = seen.get(value);
  if (cached) return cached as T;
  let result: unknown = value;
  if (Array.isArray(value)) {
    result = value.map((item) => pseudoValue(item, key));
  } else if (Object.getPrototypeOf(value) === Object.prototype && !("$$typeof" in value)) {
    result = Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, pseudoValue(item, name)]),
    );
  } else if (Object.getPrototypeOf(value) === null) {
    // A module namespace object: its exports, each accented.
    result = Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, pseudoValue(item, name)]),
    );
  }
  seen.set(value, result);
  return result as T;
}
