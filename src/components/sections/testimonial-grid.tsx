import type { Testimonial } from "@/content/types";
import { cn } from "@/lib/cn";
import { getLocale } from "@/lib/i18n/request";

import { TestimonialCard } from "./testimonial-card";

/** Static testimonials in a grid. */
export function TestimonialGrid({
  items,
  className,
}: {
  items: readonly Testimonial[];
  className?: string;
}) {
  const locale = getLocale();
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
      {items.map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
