// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { conversationalAiPlans } from "@/content/plans";

import {
  holdsOffer,
  LAST_DAY_MS,
  offerEndOverride,
  offerPhase,
  rewriteOfferHtml,
} from "./offer-window.mjs";

const END = "2026-12-31T23:59:59+02:00";
const end = Date.parse(END);
const page = [
  `<section><div data-offer="running last-day" data-offer-ends="${END}" class="flex hidden sm:flex">banner`,
  `<span data-offer="running" data-offer-ends="${END}"><time datetime="${END}" data-offer-date="en-US" data-offer-zone="Asia/Beirut" data-offer-zone-name="Beirut time">December 31, 2026 at 11:59 PM Beirut time</time></span>`,
  `<span data-offer="last-day" data-offer-ends="${END}" hidden="">in less than 24 hours</span></div>`,
  `<div data-offer="ended" data-offer-ends="${END}" hidden="">$199</div>`,
  `<script type="application/ld+json" data-offer="running last-day" data-offer-ends="${END}">{"price":100,"priceValidUntil":"2026-12-31"}</script>`,
  `<script type="application/ld+json" data-offer="ended" data-offer-ends="${END}">{"price":199}</script>`,
  `</section>`,
].join("");

/** The texts of the parts a browser shows (no hidden ancestor), and the JSON-LD kept. */
function visible(html: string) {
  document.body.innerHTML = html;
  const texts = [...document.querySelectorAll("section > div, span")]
    .filter((element) => !element.closest("[hidden]"))
    .map((element) => element.firstChild?.textContent ?? "");
  const jsonLd = [...document.querySelectorAll("script")].map((script) => script.textContent);
  return { texts, jsonLd };
}

describe("the offer's phase", () => {
  it("runs until 24 hours before the end, is in its last day then, and has ended at the end", () => {
    expect(offerPhase(END, end - LAST_DAY_MS)).toBe("running");
    expect(offerPhase(END, end - LAST_DAY_MS + 1)).toBe("last-day");
    expect(offerPhase(END, end - 1)).toBe("last-day");
    expect(offerPhase(END, end)).toBe("ended");
    expect(() => offerPhase("soon", end)).toThrow();
  });

  it("has its end in the plan data, a date and time with its zone", () => {
    expect(conversationalAiPlans.offer.endsAt).toBe(END);
    expect(offerEndOverride(conversationalAiPlans.offer.endsAt)).toBe(END);
  });

  it("takes OFFER_ENDS_AT only as a date and time with its zone", () => {
    expect(offerEndOverride(undefined)).toBeUndefined();
    expect(offerEndOverride("2027-01-31T18:00:00Z")).toBe("2027-01-31T18:00:00Z");
    expect(offerEndOverride("2027-01-31")).toBeInstanceOf(Error);
    expect(offerEndOverride("2027-01-31T18:00:00")).toBeInstanceOf(Error);
  });
});

describe("the serve-time rewrite", () => {
  it("keeps the sale and its date, and only the sale's JSON-LD, more than a day before the end", () => {
    const html = rewriteOfferHtml(page, { now: end - 2 * LAST_DAY_MS });
    expect(visible(html).texts).toEqual(["banner", "December 31, 2026 at 11:59 PM Beirut time"]);
    expect(visible(html).jsonLd).toEqual(['{"price":100,"priceValidUntil":"2026-12-31"}']);
    // Other attributes stay as they were, a `hidden` class included.
    expect(html).toContain('class="flex hidden sm:flex"');
  });

  it('says "24 hours" only in the last day', () => {
    const before = visible(rewriteOfferHtml(page, { now: end - LAST_DAY_MS - 1 })).texts;
    const lastDay = visible(rewriteOfferHtml(page, { now: end - 1000 })).texts;
    expect(before.join(" ")).not.toContain("24 hours");
    expect(lastDay).toEqual(["banner", "in less than 24 hours"]);
  });

  it("shows list prices only, and the list price's JSON-LD, once the end has passed", () => {
    const html = rewriteOfferHtml(page, { now: end });
    expect(visible(html)).toEqual({ texts: ["$199"], jsonLd: ['{"price":199}'] });
    expect(rewriteOfferHtml(html, { now: end })).toBe(html);
  });

  it("moves the end to OFFER_ENDS_AT: marks, the shown date and priceValidUntil", () => {
    const moved = "2027-01-31T18:00:00+02:00";
    const html = rewriteOfferHtml(page, { now: end + 1000, endsAt: moved });
    expect(visible(html).texts).toEqual(["banner", "January 31, 2027 at 6:00 PM Beirut time"]);
    expect(html).toContain(`datetime="${moved}"`);
    expect(html).not.toContain(END);
    expect(visible(html).jsonLd).toEqual(['{"price":100,"priceValidUntil":"2027-01-31"}']);
  });

  it("leaves a page without an offer alone", () => {
    const plain = '<main><p hidden="">x</p><script type="application/ld+json">{}</script></main>';
    expect(holdsOffer(plain)).toBe(false);
    expect(holdsOffer(page)).toBe(true);
    expect(rewriteOfferHtml(plain, { now: end })).toBe(plain);
  });
});
