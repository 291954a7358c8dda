import { Fragment } from "react";

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const ARABIC_LETTER = /[\u0621-\u064a]/;
/** Short vowels and tatweel, which may sit between any two Arabic letters. */
const MARKS = "[\\u064b-\\u065f\\u0670\\u0640]*";
/** The letters the index makes one (normalizeArabic): each matches all of its forms. */
const LETTER_FORMS: Record<string, string> = {
  ا: "[اأإآ]",
  ي: "[يى]",
  ه: "[هة]",
};

/**
 * A term as the index keeps it (normalizeArabic: no vowels, one alef...) as a pattern that
 * finds it in the text however it is written, with the article or a preposition joined to it.
 */
function arabicPattern(term: string): string {
  const letters = [...term].map((letter) => LETTER_FORMS[letter] ?? escapeRegExp(letter));
  return `(?<![\\p{L}\\p{M}])(?:[وفبكل]?ال|لل)?${letters.join(MARKS)}`;
}

/** Wraps the matched words of `text` in <mark> (English and Arabic words alike). */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const words = terms.filter((term) => term.length > 1);
  if (words.length === 0) return <>{text}</>;
  const patterns = words.map((word) =>
    ARABIC_LETTER.test(word) ? arabicPattern(word) : `\\b${escapeRegExp(word)}`,
  );
  const pattern = new RegExp(`(${patterns.join("|")})`, "giu");
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded-sm bg-primary/15 font-semibold text-foreground">
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
