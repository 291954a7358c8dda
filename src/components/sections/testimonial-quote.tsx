import { ArrowLink } from "@/components/ui/arrow-link";
import { Portrait } from "@/components/ui/portrait";
import type { Testimonial } from "@/content/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

import { StarRating } from "./star-rating";

/**
 * One testimonial set large: the quotation as a pull quote beside its author's portrait (above
 * it on phones), the measured result, the author, and the client's case study where there is one.
 */
export function TestimonialQuote({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  const { testimonialMarks: marks } = copy("testimonials");
  return (
    <figure
      className={cn(
        "mx-auto grid max-w-5xl items-center gap-x-5 sm:gap-x-10 md:grid-cols-[auto_minmax(0,1fr)]",
        className,
      )}
    >
      <Portrait
        name={testimonial.portrait ?? testimonial.name}
        size={176}
        className="mb-5 size-20 ring-4 ring-accent-soft sm:size-44 md:row-span-2 md:mb-0"
      />
      {/* The quote beside the portrait, its caption under it: the figcaption is the figure's
          last child (HTML allows it nowhere else), in the quote's column. */}
      <div className="md:col-start-2">
        <StarRating rating={testimonial.rating} label={marks.rating} />
        <blockquote className="mt-4 text-lg leading-snug font-semibold tracking-tight text-balance sm:text-3xl">
          <p>
            {marks.open}
            {testimonial.content}
            {marks.close}
          </p>
        </blockquote>
        {testimonial.results ? (
          <p className="mt-5 w-fit rounded-lg bg-accent-soft px-3 py-2 text-sm font-semibold text-primary">
            {testimonial.results}
          </p>
        ) : null}
      </div>
      <figcaption className="mt-5 flex flex-wrap items-baseline gap-x-4 gap-y-2 md:col-start-2">
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted-foreground">
            {testimonial.role}
            {marks.comma}
            <bdi>{testimonial.company}</bdi>
          </span>
        </span>
        {testimonial.caseStudy ? (
          <ArrowLink href={testimonial.caseStudy} className="text-sm">
            {marks.caseStudy}
          </ArrowLink>
        ) : null}
      </figcaption>
    </figure>
  );
}
