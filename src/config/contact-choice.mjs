// The `?service=&plan=` of a link to /contact, as a pre-rendered page: each choice a link can
// carry (src/content/contact-choices.ts) is a variant of the contact page pre-rendered at
// <contact page>/choice/<key>, which server.mjs serves at the contact page's own address with
// that query (src/lib/http/form-pages.mjs). Plain ESM: server.mjs reads it too.

/** The segment under a form page that holds its pre-rendered choices. */
export const CHOICE_SEGMENT = "choice";

const SEPARATOR = "_";

/** A choice's key, its path segment: the service alone ("web") or with the plan ("ai_starter"). */
export function contactChoiceKey({ service, plan }) {
  return plan ? `${service}${SEPARATOR}${plan}` : service;
}

/** The choice a key names ("ai_starter" → { service: "ai", plan: "starter" }). */
function contactChoiceOfKey(key) {
  const at = key.indexOf(SEPARATOR);
  return at > 0 ? { service: key.slice(0, at), plan: key.slice(at + 1) } : { service: key };
}

/** The address of a choice on its page `base`: "/contact?service=ai&plan=starter". */
export function contactChoiceAddress(base, key) {
  return `${base}?${new URLSearchParams(contactChoiceOfKey(key))}`;
}

/**
 * The key of the pre-rendered choice a query asks for, among `keys`, or null for the page
 * without a choice. The plan decides (each plan has one service: its link's); without a known
 * plan, the service alone. Unknown values are ignored, as the form always did.
 */
export function resolveContactChoice(keys, { service, plan }) {
  if (plan) {
    const withPlan = keys.find((key) => contactChoiceOfKey(key).plan === plan);
    if (withPlan) return withPlan;
  }
  if (service && keys.includes(service)) return service;
  return null;
}
