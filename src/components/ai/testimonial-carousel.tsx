"use client";

import { clsx } from "clsx";
import * as React from "react";

import { TestimonialCard } from "@/components/sections/testimonial-card";
import { Icon } from "@/components/ui/icon";
import type { CarouselLabels } from "@/content/ai/shared";
import type { TestimonialMarks } from "@/content/testimonials";
import type { Testimonial } from "@/content/types";
import { useHydrated } from "@/lib/use-hydrated";

/** The seed's rotation interval. */
const CAROUSEL_INTERVAL_MS = 5000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function fill(template: string, n: number, total: number): string {
  return template.replace("{n}", String(n)).replace("{total}", String(total));
}

const controlClasses =
  "inline-flex size-10 items-center justify-center rounded-full border border-border bg-card text-foreground hover:bg-muted";

/**
 * Testimonials that rotate every 5 s (WAI-ARIA carousel pattern). Rotation pauses while the
 * carousel is hovered or holds keyboard focus, can be stopped and restarted with a visible
 * button, and does not start on its own when the visitor prefers reduced motion. All slides
 * share one grid cell, so the carousel is as tall as its tallest slide and never shifts.
 *
 * Its HTML is the testimonials one after the other: without JavaScript (`scripting: none`)
 * every one is shown, one under the other, and the controls are not there. With JavaScript, the first testimonial is
 * shown and the controls keep their place but stay invisible until hydration (no dead control,
 * no layout shift); the carousel's roles and states are added then.
 */
export function TestimonialCarousel({
  items,
  labels,
  marks,
}: {
  /** The testimonials, labels and marks in the page's language (from the server parent). */
  items: readonly Testimonial[];
  labels: CarouselLabels;
  marks: TestimonialMarks;
}) {
  const count = items.length;
  const hydrated = useHydrated();
  const [index, setIndex] = React.useState(0);
  const [userPlaying, setUserPlaying] = React.useState<boolean | null>(null);
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const reducedMotion = React.useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const playing = userPlaying ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  React.useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription={hydrated ? labels.roleDescription.carousel : undefined}
      aria-label={labels.region}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus pauses; a mouse click on a control does not hold the carousel.
        if (event.target.matches(":focus-visible")) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="grid noscript:gap-6"
        aria-live={hydrated ? (rotating ? "off" : "polite") : undefined}
      >
        {items.map((testimonial, i) => (
          <div
            key={testimonial.name}
            {...(hydrated
              ? {
                  role: "group",
                  "aria-roledescription": labels.roleDescription.slide,
                  "aria-label": fill(labels.slide, i + 1, count),
                  "aria-hidden": i !== index,
                  inert: i !== index,
                }
              : {})}
            className={clsx(
              "transition-opacity duration-500 [grid-area:1/1] noscript:visible noscript:opacity-100 noscript:[grid-area:auto]",
              i === index ? "opacity-100" : "invisible opacity-0",
            )}
          >
            <TestimonialCard testimonial={testimonial} marks={marks} />
          </div>
        ))}
      </div>
      <div
        className={clsx(
          "mt-6 flex items-center justify-center gap-3 noscript:hidden",
          !hydrated && "invisible",
        )}
      >
        <button
          type="button"
          onClick={() => setUserPlaying(!playing)}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-border bg-card px-4 text-sm font-semibold hover:bg-muted"
        >
          {playing ? (
            <Icon name="pause" className="size-4" />
          ) : (
            <Icon name="play" className="size-4" />
          )}
          {playing ? labels.pause : labels.play}
        </button>
        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-label={labels.previous}
          className={controlClasses}
        >
          <Icon name="chevronLeft" className="size-5" />
        </button>
        <div className="flex items-center">
          {items.map((testimonial, i) => (
            <button
              key={testimonial.name}
              type="button"
              onClick={() => go(i)}
              aria-label={fill(labels.show, i + 1, count)}
              aria-current={i === index ? "true" : undefined}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  "block h-2.5 rounded-full transition-all",
                  i === index
                    ? "w-6 bg-primary"
                    : "w-2.5 bg-muted-foreground/60 group-hover:bg-muted-foreground",
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-label={labels.next}
          className={controlClasses}
        >
          <Icon name="chevronRight" className="size-5" />
        </button>
      </div>
    </section>
  );
}
