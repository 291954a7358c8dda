import { clsx } from "clsx";

import { TestimonialCard } from "@/components/sections/testimonial-card";
import { Icon } from "@/components/ui/icon";
import { PageScript } from "@/components/ui/page-script";
import type { CarouselLabels } from "@/content/ai/shared";
import type { TestimonialMarks } from "@/content/testimonials";
import type { Testimonial } from "@/content/types";

import { carouselScript } from "./carousel-script";

/** The seed's rotation interval. */
const CAROUSEL_INTERVAL_MS = 5000;

function fill(template: string, n: number, total: number): string {
  return template.replace("{n}", String(n)).replace("{total}", String(total));
}

const controlClasses =
  "inline-flex size-10 items-center justify-center rounded-full border border-border bg-card text-foreground hover:bg-muted";

/**
 * Testimonials that rotate every 5 s (WAI-ARIA carousel pattern), as HTML: a server component,
 * so the page ships no framework JavaScript for it. The inline head script
 * (carousel-script.ts) makes it a carousel once the page is parsed: the roles, labels and states
 * of the pattern, rotation that pauses while the carousel is hovered, holds keyboard focus or is
 * out of view, a visible pause and play button, previous, next and a dot per slide, and no
 * rotation on its own when the visitor prefers reduced motion. All slides share one grid cell, so the carousel is as
 * tall as its tallest slide and never shifts.
 *
 * Without JavaScript (`scripting: none`) every testimonial is shown, one under the other, and
 * the controls are not there; with it, the first is shown and the controls keep their place,
 * invisible until the script has set the carousel up (no dead control, no layout shift).
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
  return (
    <section
      aria-label={labels.region}
      data-carousel=""
      data-interval={CAROUSEL_INTERVAL_MS}
      data-roledescription={labels.roleDescription.carousel}
      className="group/carousel mx-auto max-w-3xl"
    >
      <div className="grid noscript:gap-6" data-carousel-slides="">
        {items.map((testimonial, i) => (
          <div
            key={testimonial.name}
            data-slide=""
            data-roledescription={labels.roleDescription.slide}
            data-label={fill(labels.slide, i + 1, count)}
            data-current={i === 0 ? "true" : "false"}
            className={clsx(
              "transition-opacity duration-500 [grid-area:1/1] data-[current=false]:invisible data-[current=false]:opacity-0",
              // Without JavaScript every slide shows: these win over the data-current states above.
              "noscript:visible! noscript:opacity-100! noscript:[grid-area:auto]",
            )}
          >
            <TestimonialCard testimonial={testimonial} marks={marks} />
          </div>
        ))}
      </div>
      <div className="invisible mt-6 flex items-center justify-center gap-3 group-data-[ready]/carousel:visible noscript:hidden">
        <button
          type="button"
          data-carousel-toggle=""
          data-pause={labels.pause}
          data-play={labels.play}
          className="group/toggle inline-flex h-10 items-center gap-2 rounded-full border border-border bg-card px-4 text-sm font-semibold hover:bg-muted"
        >
          <Icon name="pause" className="size-4 group-data-[playing=false]/toggle:hidden" />
          <Icon name="play" className="hidden size-4 group-data-[playing=false]/toggle:block" />
          <span data-carousel-toggle-text="">{labels.pause}</span>
        </button>
        <button
          type="button"
          data-carousel-step="-1"
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
              data-carousel-go={i}
              aria-label={fill(labels.show, i + 1, count)}
              aria-current={i === 0 ? "true" : undefined}
              className="group/dot inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="block h-2.5 w-2.5 rounded-full bg-muted-foreground/60 transition-all group-hover/dot:bg-muted-foreground group-aria-[current=true]/dot:w-6 group-aria-[current=true]/dot:bg-primary"
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          data-carousel-step="1"
          aria-label={labels.next}
          className={controlClasses}
        >
          <Icon name="chevronRight" className="size-5" />
        </button>
      </div>
      <PageScript code={carouselScript} once="carousel" />
    </section>
  );
}
