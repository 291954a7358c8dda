import { Portrait } from "@/components/ui/portrait";
import type { TestimonialMarks } from "@/content/testimonials";
import type { Testimonial } from "@/content/types";

/** The client's words, large, with their portrait, name, role and company. */
export function CaseStudyQuote({ quote, marks }: { quote: Testimonial; marks: TestimonialMarks }) {
  return (
    <figure className="mx-auto max-w-3xl text-center">
      <blockquote className="text-xl leading-snug font-semibold tracking-tight text-balance sm:text-3xl">
        <p>
          {marks.open}
          {quote.content}
          {marks.close}
        </p>
      </blockquote>
      <figcaption className="mt-8 flex items-center justify-center gap-4 text-start">
        <Portrait name={quote.portrait ?? quote.name} size={64} />
        <span>
          <span className="block font-semibold">{quote.name}</span>
          <span className="block text-sm text-muted-foreground">
            {quote.role}
            {marks.comma}
            <bdi>{quote.company}</bdi>
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
