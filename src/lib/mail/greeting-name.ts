/**
 * The name an acknowledgement greets its reader by. An acknowledgement goes to an address anyone
 * may type, before its owner has shown it is theirs, so it carries no text a stranger chose
 * (issue 32): the name only when it is plainly a name, otherwise none ("Hello,"). Plainly a name:
 * letters of any script and their marks, with spaces, apostrophes, hyphens and full stops
 * between them; at most 4 words and 40 characters; no digit, no symbol (no "@", "$", "/", "<"),
 * nothing that reads like a domain ("spam.example") or a link's "www" or "http". The team's
 * notification still shows whatever was typed.
 */
const MAX_CHARACTERS = 40;
const MAX_WORDS = 4;

/** Letters, marks, spaces, apostrophes, hyphens, full stops: all a name is written with. */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.\-‐]+$/u;
/** A full stop followed by two letters or more: a domain (spam.example, bit.ly), not "J. R.". */
const DOMAIN_LIKE = /\.\p{L}{2,}/u;
const LINK_WORDS = /^(?:https?|www)$/i;

/** `typed` as the greeting's name, spaces tidied; null when it is not plainly a name. */
export function greetingName(typed: string): string | null {
  const name = typed.normalize("NFC").replace(/\s+/gu, " ").trim();
  if (name === "" || [...name].length > MAX_CHARACTERS) return null;
  const words = name.split(" ");
  if (words.length > MAX_WORDS) return null;
  if (!NAME_CHARACTERS.test(name) || DOMAIN_LIKE.test(name)) return null;
  if (words.some((word) => LINK_WORDS.test(word) || !/\p{L}/u.test(word))) return null;
  return name;
}
