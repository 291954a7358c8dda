// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { aiCarouselLabels } from "@/content/ai/landing";
import { testimonialMarks } from "@/content/testimonials";
import type { Testimonial } from "@/content/types";

import { carouselScript } from "./carousel-script";
import { TestimonialCarousel } from "./testimonial-carousel";

const items = ["Ada", "Grace", "Hedy"].map((name): Testimonial => ({
  name,
  role: "CTO",
  company: "Example",
  content: `Said by ${name}`,
  rating: 5,
}));

let reducedMotion = false;
const region = () => document.querySelector<HTMLElement>("section[data-carousel]")!;
const slides = () => Array.from(region().querySelectorAll<HTMLElement>("[data-slide]"));
const current = () => slides().findIndex((slide) => slide.dataset.current === "true");
const live = () => region().querySelector("[data-carousel-slides]")!.getAttribute("aria-live");
const toggle = () => region().querySelector<HTMLButtonElement>("[data-carousel-toggle]")!;

function setUp() {
  document.body.innerHTML = renderToStaticMarkup(
    TestimonialCarousel({ items, labels: aiCarouselLabels, marks: testimonialMarks }),
  );
  new Function(carouselScript)();
}

describe("inline carousel script, on the HTML of TestimonialCarousel", () => {
  beforeAll(() => {
    vi.useFakeTimers();
    window.matchMedia = ((query: string) => ({
      matches: reducedMotion,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterAll(() => vi.useRealTimers());

  it("sets up the carousel pattern: roles, labels, one slide shown, then ready", () => {
    setUp();
    expect(region().getAttribute("aria-roledescription")).toBe("carousel");
    expect(slides().map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 3",
      "2 of 3",
      "3 of 3",
    ]);
    expect(slides().map((slide) => slide.getAttribute("role"))).toEqual([
      "group",
      "group",
      "group",
    ]);
    expect(slides().map((slide) => slide.getAttribute("aria-hidden"))).toEqual([
      "false",
      "true",
      "true",
    ]);
    expect(slides()[1]!.inert).toBe(true);
    expect(region().hasAttribute("data-ready")).toBe(true);
  });

  it("advances every 5 seconds while nothing holds it, announcing nothing meanwhile", () => {
    setUp();
    expect(live()).toBe("off");
    vi.advanceTimersByTime(4999);
    expect(current()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(current()).toBe(0);
  });

  it("holds still while hovered, and announces changes then", () => {
    setUp();
    region().dispatchEvent(new MouseEvent("mouseenter"));
    expect(live()).toBe("polite");
    vi.advanceTimersByTime(20_000);
    expect(current()).toBe(0);
    region().dispatchEvent(new MouseEvent("mouseleave"));
    vi.advanceTimersByTime(5000);
    expect(current()).toBe(1);
  });

  it("goes to a slide by its dot, previous and next, wrapping round", () => {
    setUp();
    region().querySelector<HTMLElement>('[data-carousel-go="2"]')!.click();
    expect(current()).toBe(2);
    expect(region().querySelector('[data-carousel-go="2"]')!.getAttribute("aria-current")).toBe(
      "true",
    );
    region().querySelector<HTMLElement>('[data-carousel-step="1"]')!.click();
    expect(current()).toBe(0);
    region().querySelector<HTMLElement>('[data-carousel-step="-1"]')!.click();
    expect(current()).toBe(2);
  });

  it("pause stops it and play restarts it, the button saying which", () => {
    setUp();
    toggle().click();
    expect(toggle().textContent).toBe("Play");
    vi.advanceTimersByTime(20_000);
    expect(current()).toBe(0);
    toggle().click();
    expect(toggle().textContent).toBe("Pause");
    vi.advanceTimersByTime(5000);
    expect(current()).toBe(1);
  });

  it("does not rotate on its own when the visitor prefers reduced motion", () => {
    reducedMotion = true;
    try {
      setUp();
      expect(toggle().textContent).toBe("Play");
      vi.advanceTimersByTime(20_000);
      expect(current()).toBe(0);
    } finally {
      reducedMotion = false;
    }
  });

  it("turns only while in view and in a visible tab, from a full interval each time", () => {
    const reports: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(report: (entries: { isIntersecting: boolean }[]) => void) {
          reports.push(report);
        }
        observe(target: Element) {
          observed.push(target);
        }
      },
    );
    let visibility: DocumentVisibilityState = "visible";
    const visibilityState = vi
      .spyOn(document, "visibilityState", "get")
      .mockImplementation(() => visibility);
    try {
      vi.clearAllTimers(); // the carousels of the tests above, no longer in the document
      setUp();
      expect(observed).toEqual([region()]);
      const report = (isIntersecting: boolean) => reports[0]!([{ isIntersecting }]);
      // Below the fold: no timer at all, so the page goes quiet.
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(20_000);
      expect(current()).toBe(0);
      report(true);
      vi.advanceTimersByTime(5000);
      expect(current()).toBe(1);
      vi.advanceTimersByTime(3000);
      report(false);
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(20_000);
      expect(current()).toBe(1);
      report(true);
      vi.advanceTimersByTime(4999);
      expect(current()).toBe(1);
      vi.advanceTimersByTime(1);
      expect(current()).toBe(2);
      visibility = "hidden";
      document.dispatchEvent(new Event("visibilitychange"));
      vi.advanceTimersByTime(20_000);
      expect(current()).toBe(2);
      visibility = "visible";
      document.dispatchEvent(new Event("visibilitychange"));
      vi.advanceTimersByTime(5000);
      expect(current()).toBe(0);
    } finally {
      visibilityState.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it("sets up a carousel added after the page was parsed (the client router's)", async () => {
    setUp();
    const later = document.createElement("div");
    later.innerHTML = renderToStaticMarkup(
      TestimonialCarousel({ items, labels: aiCarouselLabels, marks: testimonialMarks }),
    );
    document.body.append(later);
    await Promise.resolve();
    const added = later.querySelector<HTMLElement>("section[data-carousel]")!;
    expect(added.hasAttribute("data-ready")).toBe(true);
    expect(added.getAttribute("aria-roledescription")).toBe("carousel");
  });
});
