import { Icon } from "@/components/ui/icon";
import type { Locale } from "@/config/locales";

/** The rating read out instead of the stars (Western digits in both languages). */
const ratingLabels = {
  en: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
  ar: (rating: number, max: number) => `التقييم ${rating} من ${max}`,
} as const satisfies Record<Locale, (rating: number, max: number) => string>;

/** A star rating with an accessible text equivalent. */
export function StarRating({
  rating,
  max = 5,
  locale,
}: {
  rating: number;
  max?: number;
  locale: Locale;
}) {
  return (
    <p
      className="flex items-center gap-0.5"
      aria-label={ratingLabels[locale](rating, max)}
      role="img"
    >
      {Array.from({ length: max }, (_, index) => (
        <Icon
          name="star"
          key={index}
          className={
            index < rating ? "size-4 fill-amber-400 text-amber-400" : "size-4 text-muted-foreground"
          }
        />
      ))}
    </p>
  );
}
