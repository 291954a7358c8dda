/**
 * The attributes that mark a part of a page as belonging to some phases of an offer (see
 * offer-window.mjs): the server shows or hides it per request, the inline script while the page
 * is open. Pages are rendered as in the offer's "running" phase.
 */
import { RENDERED_PHASE, type OfferPhase } from "./offer-window.mjs";

/** While the offer runs: its last day included. */
export const SALE_PHASES: readonly OfferPhase[] = ["running", "last-day"];
/** Once the offer has ended. */
export const LIST_PHASES: readonly OfferPhase[] = ["ended"];

export interface OfferMark {
  "data-offer": string;
  "data-offer-ends": string;
  hidden: boolean;
}

/** Spread on an element shown only in `phases` of the offer ending at `endsAt`. */
export function offerMark(endsAt: string, phases: readonly OfferPhase[]): OfferMark {
  return {
    "data-offer": phases.join(" "),
    "data-offer-ends": endsAt,
    hidden: !phases.includes(RENDERED_PHASE),
  };
}
