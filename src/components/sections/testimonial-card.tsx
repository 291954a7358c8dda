import { Card } from "@/components/ui/card";
import type { Testimonial } from "@/content/types";

import { StarRating } from "./star-rating";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** One testimonial (the grid's items and the carousel's slides; no tailwind-merge here). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card className="h-full p-6 sm:p-8">
      <figure className="flex h-full flex-col">
        <StarRating rating={testimonial.rating} />
        <blockquote className="mt-4 flex-1 text-base leading-relaxed">
          <p>&ldquo;{testimonial.content}&rdquo;</p>
        </blockquote>
        {testimonial.results ? (
          <p className="mt-4 rounded-lg bg-accent-soft px-3 py-2 text-sm font-semibold text-primary">
            {testimonial.results}
          </p>
        ) : null}
        <figcaption className="mt-6 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-cyan-600 to-violet-700 text-sm font-bold text-white"
          >
            {initials(testimonial.name)}
          </span>
          <span>
            <span className="block font-semibold">{testimonial.name}</span>
            <span className="block text-sm text-muted-foreground">
              {testimonial.role}, {testimonial.company}
            </span>
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
