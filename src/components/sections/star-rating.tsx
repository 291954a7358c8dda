import { Icon } from "@/components/ui/icon";

/** A star rating with an accessible text equivalent. */
export function StarRating({
  rating,
  max = 5,
  label,
}: {
  rating: number;
  max?: number;
  /** What is read out instead of the stars, in the page's language: `{rating}` and `{max}` are replaced (Western digits). */
  label: string;
}) {
  return (
    <p
      className="flex items-center gap-0.5"
      aria-label={label.replace("{rating}", String(rating)).replace("{max}", String(max))}
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
