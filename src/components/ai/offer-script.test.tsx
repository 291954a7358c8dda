// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { OfferScript } from "./offer-script";

const ENDS = "2026-12-31T23:59:59+02:00";
const code = () => {
  const holder = document.createElement("div");
  holder.innerHTML = renderToStaticMarkup(<OfferScript />);
  return holder.querySelector("script")!.textContent!;
};

/** A countdown as FlashSaleBanner renders it, and the script run once the page is parsed. */
function setUp() {
  document.documentElement.removeAttribute("data-offer-clock");
  document.documentElement.lang = "en";
  document.body.innerHTML = `<p hidden role="timer" data-offer-countdown="" data-offer-ends="${ENDS}"
    data-days='{"one":"# day","other":"# days"}'><span data-offer-days=""></span><span data-offer-left=""></span></p>`;
  const add = vi.spyOn(document, "addEventListener");
  new Function(code())();
  document.dispatchEvent(new Event("DOMContentLoaded"));
  // The next test's script is the only one listening.
  for (const [type, listener] of add.mock.calls) cleanUps.push([type, listener!]);
  add.mockRestore();
}
const cleanUps: [string, EventListenerOrEventListenerObject][] = [];
const countdown = () => document.querySelector<HTMLElement>("[data-offer-countdown]")!;
const clock = () => document.querySelector("[data-offer-left]")!.textContent;

describe("inline offer script, on a countdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 2 days, 3 hours, 4 minutes and 5 seconds before the end.
    vi.setSystemTime(Date.parse(ENDS) - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
  });
  afterEach(() => {
    for (const [type, listener] of cleanUps.splice(0)) document.removeEventListener(type, listener);
    vi.clearAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the time left and counts down each second, changing its text in place", () => {
    setUp();
    expect(countdown().hidden).toBe(false);
    expect(document.querySelector("[data-offer-days]")!.textContent).toBe("2 days");
    expect(clock()).toBe("03:04:05");
    const records: MutationRecord[] = [];
    new MutationObserver((found) => records.push(...found)).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
    });
    vi.advanceTimersByTime(1000);
    expect(clock()).toBe("03:04:04");
    // No node added or removed, no attribute rewritten: the body's observers stay asleep.
    return Promise.resolve().then(() => expect(records).toEqual([]));
  });

  it("leaves a countdown out of view alone, and brings it up to date when it comes back", () => {
    const reports: ((entries: { target: Element; isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
          reports.push(report);
        }
        observe() {}
      },
    );
    setUp();
    expect(clock()).toBe("03:04:05");
    reports[0]!([{ target: countdown(), isIntersecting: false }]);
    vi.advanceTimersByTime(3000);
    expect(clock()).toBe("03:04:05");
    reports[0]!([{ target: countdown(), isIntersecting: true }]);
    expect(clock()).toBe("03:04:02");
    vi.advanceTimersByTime(1000);
    expect(clock()).toBe("03:04:01");
  });

  it("hides the countdown once the offer has ended", () => {
    setUp();
    vi.setSystemTime(Date.parse(ENDS));
    vi.advanceTimersByTime(1000);
    expect(countdown().hidden).toBe(true);
  });
});
