export type OfferPhase = "running" | "last-day" | "ended";
export const LAST_DAY_MS: number;
export const RENDERED_PHASE: "running";
export function offerPhase(endsAt: string, now: number): OfferPhase;
export function offerEndOverride(value: string | undefined): string | Error | undefined;
export function holdsOffer(html: string): boolean;
export function offerEnds(html: string): string[];
export function rewriteOfferHtml(html: string, options: { now: number; endsAt?: string }): string;
