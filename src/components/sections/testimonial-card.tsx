import { Card } from "@/components/ui/card";
import { Portrait } from "@/components/ui/portrait";
import type { Locale } from "@/config/locales";
import type { Testimonial } from "@/content/types";

import { StarRating } from "./star-rating";

/** Quotation marks and the comma between role and company, per language (glossary: « » in Arabic). */
const punctuation = {
  en: { open: "\u201c", close: "\u201d", comma: ", " },
  ar: { open: "«", close: "»", comma: "، " },
} as const satisfies Record<Locale, { open: string; close: string; comma: string }>;

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
 * carousel is a client component: the locale comes as a prop, not from the request.
 */
export function TestimonialCard({
  testimonial,
  locale,
}: {
  testimonial: Testimonial;
  locale: Locale;
}) {
  const marks = punctuation[locale];
  return (
    <Card className="h-full p-6 sm:p-8">
      <figure className="flex h-full flex-col">
        <StarRating rating={testimonial.rating} locale={locale} />
        <blockquote className="mt-4 flex-1 text-base leading-relaxed">
          <p>
            {marks.open}
            {testimonial.content}
            {marks.close}
          </p>
        </blockquote>
        {testimonial.results ? (
          <p className="mt-4 rounded-lg bg-accent-soft px-3 py-2 text-sm font-semibold text-primary">
            {testimonial.results}
          </p>
        ) : null}
        <figcaption className="mt-6 flex items-center gap-3">
          <Portrait name={testimonial.portrait ?? testimonial.name} size={48} />
          <span>
            <span className="block font-semibold">{testimonial.name}</span>
            <span className="block text-sm text-muted-foreground">
              {testimonial.role}
              {marks.comma}
              <bdi>{testimonial.company}</bdi>
            </span>
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
