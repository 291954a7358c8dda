/**
 * Facts about form fields that the copy (maxlength attributes), the checks (zod) and the
 * database (the priority enum) share. Free of zod, safe in any bundle.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  subject: 200,
  message: 5000,
  short: 200,
  /** The plan a visitor chose on a pricing page, sent in a hidden field. */
  plan: 60,
} as const;

/** Support ticket priorities: the values of the select, the check and the database enum. */
export const PRIORITIES = ["Low", "Medium", "High", "Critical"] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY = "Medium" satisfies Priority;

/**
 * The forms' time trap (src/lib/forms/token.ts): a token is issued with the form, bound to the
 * client's address and spent by the one submission it lets through. A person needs at least a
 * few seconds to fill a form in, and rarely more than an afternoon: a tab left open longer is
 * asked to press once more with a fresh token.
 */
export const TIME_TRAP = {
  minFillMs: 3_000,
  maxAgeMs: 2 * 60 * 60 * 1000,
} as const;

/**
 * The acknowledgements one email address may be sent in a day, whatever the form (contact,
 * demo, support) or the newsletter's confirmation and from whatever client address: anyone may
 * type an address that is not theirs, so this bounds what the site can be made to send to it.
 * Over the cap the submission is stored and the team told as always; only the visitor's email
 * is left out (src/lib/forms/acknowledgement-cap.ts).
 */
export const ACKNOWLEDGEMENT_CAP = { max: 3, windowMs: 24 * 60 * 60 * 1000 } as const;
