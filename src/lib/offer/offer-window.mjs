// A limited-time offer (the Conversational AI sale, whose end is in src/content/plans.ts) on
// pages that are pre-rendered once at build and served for weeks: which phase it is in at a
// given moment, and the serve-time rewrite that makes a pre-rendered page true at that moment.
//
// The pages render every phase's parts, each marked with the phases it belongs to and the end:
//   <div data-offer="running last-day" data-offer-ends="2026-12-31T23:59:59+02:00">sale</div>
//   <div data-offer="ended" data-offer-ends="…" hidden="">list price</div>
// ("running": more than 24 hours left; "last-day": fewer; "ended": the end has passed). The
// build renders them as in "running". server.mjs (through src/lib/http/offer-pages.mjs) serves
// each page holding a mark through rewriteOfferHtml with the request's time: a part outside
// the phase gets `hidden`, one inside loses it, and a marked JSON-LD script outside it is
// dropped, so the HTML is true without JavaScript. Where JavaScript runs, the inline script
// (src/components/ai/offer-script.tsx) does the same on the page while it is open, each second.
//
// OFFER_ENDS_AT (an ISO date and time with its offset) moves the end without a deploy: the
// rewrite then also writes that end into the marks, the <time data-offer-date> texts (formatted
// again in their language, zone and zone name) and the JSON-LD's priceValidUntil.
//
// Plain ESM because server.mjs runs outside the Next bundle.
import { formatInstant } from "../format-instant.mjs";

/** Below this much time left, the offer is in its last day and says "24 hours". */
export const LAST_DAY_MS = 24 * 60 * 60 * 1000;

/** The phase the pages are pre-rendered in (the server rewrites them from it). */
export const RENDERED_PHASE = "running";

/** "running", "last-day" or "ended", for an offer ending at `endsAt` (ISO), at `now` (ms). */
export function offerPhase(endsAt, now) {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) throw new Error(`Not a date and time: ${endsAt}`);
  const left = end - now;
  if (left <= 0) return "ended";
  return left < LAST_DAY_MS ? "last-day" : "running";
}

/**
 * An ISO 8601 date and time with its zone (Z or ±hh:mm), as OFFER_ENDS_AT must be; undefined
 * when unset, an Error when set to something else (the server refuses to start on it).
 */
export function offerEndOverride(value) {
  if (value === undefined || value === "") return undefined;
  const valid =
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value));
  return valid
    ? value
    : new Error(`OFFER_ENDS_AT must be an ISO date and time with its zone, not "${value}"`);
}

const MARK = /\sdata-offer="([^"]*)"/;
const ENDS = /\sdata-offer-ends="([^"]*)"/;
const SCRIPT = /<script\b[^>]*\sdata-offer="[^"]*"[^>]*>[\s\S]*?<\/script>/g;
const START_TAG = /<[a-z][a-z0-9]*\b[^>]*\sdata-offer="[^"]*"[^>]*>/g;
const TIME = /<time\b([^>]*\sdata-offer-date="[^"]*"[^>]*)>[^<]*<\/time>/g;

/** Whether a page's HTML holds a part of an offer. */
export function holdsOffer(html) {
  return MARK.test(html);
}

/** The distinct ends the marks of a page carry. */
export function offerEnds(html) {
  return [...new Set([...html.matchAll(/\sdata-offer-ends="([^"]*)"/g)].map((m) => m[1]))];
}

function shows(tag, now) {
  const phases = (MARK.exec(tag)?.[1] ?? "").split(" ");
  const ends = ENDS.exec(tag)?.[1];
  return ends !== undefined && phases.includes(offerPhase(ends, now));
}

/** A start tag with its `hidden` attribute set or removed (the other attributes as they were). */
function withHidden(tag, hidden) {
  const [, name, attributes, close] = /^<([a-z][a-z0-9]*)([^>]*?)(\/?)>$/.exec(tag) ?? [];
  if (name === undefined) return tag;
  const kept = [...attributes.matchAll(/\s+([^\s=>/]+)(="[^"]*")?/g)]
    .filter((attribute) => attribute[1] !== "hidden")
    .map((attribute) => attribute[0])
    .join("");
  return `<${name}${kept}${hidden ? ' hidden=""' : ""}${close}>`;
}

function unescapeHtml(text) {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_entity, name) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );
}

function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Writes a moved end into every place a page carries it (see the note at the top). */
function moveEnd(html, endsAt) {
  return html
    .replace(/(\sdata-offer-ends=")[^"]*"/g, `$1${endsAt}"`)
    .replace(TIME, (_time, attributes) => {
      const read = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1] ?? "";
      const moved = attributes.replace(/(\sdatetime=")[^"]*"/, `$1${endsAt}"`);
      const text = formatInstant(
        endsAt,
        read("data-offer-date"),
        read("data-offer-zone"),
        unescapeHtml(read("data-offer-zone-name")),
      );
      return `<time${moved}>${escapeHtml(text)}</time>`;
    })
    .replace(/("priceValidUntil":")[^"]*"/g, `$1${endsAt.slice(0, 10)}"`);
}

/**
 * The HTML of a page as it must be served at `now` (ms): each marked part shown in its phases
 * only, marked JSON-LD outside them dropped; with `endsAt`, the offer's end moved there first.
 */
export function rewriteOfferHtml(html, { now, endsAt }) {
  const page = endsAt ? moveEnd(html, endsAt) : html;
  return page
    .replace(SCRIPT, (script) => (shows(script, now) ? script : ""))
    .replace(START_TAG, (tag) => withHidden(tag, !shows(tag, now)));
}
