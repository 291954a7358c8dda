import { Icon } from "@/components/ui/icon";

/** A star rating with an accessible text equivalent. */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <p
      className="flex items-center gap-0.5"
      aria-label={`Rated ${rating} out of ${max}`}
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
