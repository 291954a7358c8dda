import { Card } from "@/components/ui/card";
import { Portrait } from "@/components/ui/portrait";
import type { Testimonial } from "@/content/types";

import { StarRating } from "./star-rating";

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
          <Portrait name={testimonial.name} size={48} />
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
