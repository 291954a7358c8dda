import { scroller } from "@/components/ui/scroller";
import type { Testimonial } from "@/content/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

import { TestimonialCard } from "./testimonial-card";

/** Static testimonials in a grid. */
export function TestimonialGrid({
  items,
  className,
  label,
}: {
  items: readonly Testimonial[];
  className?: string;
  /** The name of the row (its section's title): the row then scrolls sideways on phones. */
  label?: string;
}) {
  const { testimonialMarks } = copy("testimonials");
  const row = label ? scroller(label) : undefined;
  return (
    <ul
      {...row?.list}
      className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className, row?.list.className)}
    >
      {items.map((testimonial) => (
        <li key={testimonial.name} className={row?.item}>
          <TestimonialCard testimonial={testimonial} marks={testimonialMarks} />
        </li>
      ))}
    </ul>
  );
}
