import type { Testimonial } from "@/content/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

import { TestimonialCard } from "./testimonial-card";

/** Static testimonials in a grid. */
export function TestimonialGrid({
  items,
  className,
}: {
  items: readonly Testimonial[];
  className?: string;
}) {
  const { testimonialMarks } = copy("testimonials");
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
      {items.map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} marks={testimonialMarks} />
        </li>
      ))}
    </ul>
  );
}
