import { BidiText } from "@/components/ui/bidi-text";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { Portrait } from "@/components/ui/portrait";
import type { TestimonialMarks } from "@/content/testimonials";
import type { Testimonial } from "@/content/types";

import { StarRating } from "./star-rating";

/**
 * The testimonials of a page in another language, each with the English name of the same
 * testimonial (by position) as its portrait key: the visible name may be a translation, the
 * portrait files are named after the English names (src/lib/portraits.ts).
 */
export function withPortraitKeys<T extends Testimonial>(
  items: readonly T[],
  englishItems: readonly Testimonial[],
): T[] {
  return items.map((item, index) => ({
    ...item,
    portrait: englishItems[index]?.name ?? item.portrait ?? item.name,
  }));
}

/**
 * One testimonial (the grid's items and the carousel's slides; no tailwind-merge here). The
 * carousel is a client component: the marks of the page's language come as a prop, from the
 * server parent (src/content/testimonials.ts or its mirror).
 */
export function TestimonialCard({
  testimonial,
  marks,
}: {
  testimonial: Testimonial;
  marks: TestimonialMarks;
}) {
  return (
    <Card className="h-full p-6 sm:p-8">
      <figure className="flex h-full flex-col">
        <StarRating rating={testimonial.rating} label={marks.rating} />
        <blockquote className="mt-4 flex-1 text-base leading-relaxed">
          <p>
            {marks.open}
            <BidiText text={testimonial.content} />
            {marks.close}
          </p>
        </blockquote>
        {testimonial.results ? (
          <p className="mt-4 rounded-lg bg-accent-soft px-3 py-2 text-sm font-semibold text-primary">
            <BidiText text={testimonial.results} />
          </p>
        ) : null}
        {testimonial.caseStudy ? (
          <Link
            href={testimonial.caseStudy}
            className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {marks.caseStudy}
            <Icon name="arrowRight" className="size-4" />
          </Link>
        ) : null}
        <figcaption className="mt-6 flex items-center gap-3">
          <Portrait name={testimonial.portrait ?? testimonial.name} size={48} />
          <span>
            <span className="block font-semibold">{testimonial.name}</span>
            <span className="block text-sm text-muted-foreground">
              <BidiText text={testimonial.role} />
              {marks.comma}
              <bdi>{testimonial.company}</bdi>
            </span>
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
