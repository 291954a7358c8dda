// A pre-rendered form's token, put in when the page is served.
//
// A form's time-trap token (./token.ts) is made for one visitor: bound to their address, and
// issued when they get the form, so that its first press works without JavaScript. The pages
// with such a form are pre-rendered all the same: where the token goes (the hidden field and
// the island's props), the HTML holds the slot of its form's kind, and server.mjs swaps every
// slot for a fresh token when it serves the page (src/lib/http/form-pages.mjs).
//
// server.mjs cannot make the token itself: the secrets and the address hashing live in Next's
// server bundle (./submit.ts). So, as src/lib/db/shutdown.mjs does for the database, this file
// is where the two meet, never bundled for that purpose: the instrumentation hook imports it by
// its file URL and registers the bundle's issuer, and server.mjs, which imports it statically,
// calls it. (The bundle's own copy only writes slots.) Plain ESM so that Node runs it as it is.

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

let issuer = null;

/**
 * Called once by src/instrumentation-node.ts with the bundle's issuer: `(kind, headers) =>
 * token`, `headers` a Headers of the request being answered, `kind` a form's kind.
 */
export function registerTokenIssuer(issue) {
  issuer = issue;
}

/** The registered issuer, or null when none was (server.mjs refuses to start then). */
export function tokenIssuer() {
  return issuer;
}
