// A pre-rendered form's token, put in when the page is served.
//
// A form's time-trap token (./token.ts) is made for one visitor: bound to their address, and
// issued when they get the form, so that its first press works without JavaScript. The pages
// with such a form are pre-rendered all the same: where the token goes (the hidden field and
// the island's props), the HTML holds the slot of its form's kind, and server.mjs swaps every
// slot for a fresh token when it serves the page (src/lib/http/form-pages.mjs).
// server.mjs makes the token with ./visitor-token.mjs, as the app does. Plain ESM so that Node
// runs it as it is; also in the browser's form (a slot left in: it fetches a token instead).

const SLOT_PREFIX = "cw-token-slot.";

/** The slot a pre-rendered form of `kind` carries where its visitor's token goes. */
export function tokenSlot(kind) {
  return `${SLOT_PREFIX}${kind}`;
}

/** Whether a value is a slot (a page served without server.mjs left it there). */
export function isTokenSlot(value) {
  return typeof value === "string" && value.startsWith(SLOT_PREFIX);
}

/** Every slot in a page, with its form's kind as the first group. */
export const TOKEN_SLOT_PATTERN = /cw-token-slot\.([a-z]+)/g;
