/**
 * Latin runs inside right-to-left text. The Unicode bidi algorithm lays out a Latin run that
 * holds digits or punctuation in the order of the Arabic around it: "535 Mission Street" in an
 * Arabic address reads "Mission Street 535", "+961 1 555 0100" reads "0100 555 1 961+". Such a
 * run is isolated (`<bdi>`, BidiText in components/ui) so that it keeps its own order.
 */

/**
 * A run of Latin letters, digits and the punctuation that joins them, from alnum to alnum or to
 * a trailing underscore (a key prefix, "cw_test_", keeps its underscore on its right).
 */
const LATIN_RUN = /[A-Za-z0-9+@][A-Za-z0-9 .,:;/@#&'’+_%–-]*[A-Za-z0-9_]|[A-Za-z]/g;

/**
 * Whether a Latin run would be reordered: letters with a digit or punctuation ("SOC 2 Type II",
 * "Node.js", "hello@cedarwave.example"), or groups of digits apart ("+961 1 555 0100"). A lone
 * word ("WhatsApp") or number ("1,000", "24/7") keeps its order.
 */
function needsIsolation(run: string): boolean {
  const letters = /[A-Za-z]/.test(run);
  return letters ? /[\d.,:;/@#&'’+_%–-]/.test(run) : /\d[ ]+\+?\d/.test(run);
}

interface TextPart {
  text: string;
  isolate: boolean;
}

/** `text` cut into the Latin runs to isolate and the text between them, in order. */
export function latinRuns(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (!needsIsolation(match[0])) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index), isolate: false });
    parts.push({ text: match[0], isolate: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), isolate: false });
  return parts;
}
