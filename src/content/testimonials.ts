/**
 * Every testimonial on the site, in one list (the home page, the AI landing, the AI service
 * pages, /training). Whoever adds a page with testimonials adds its block here, or its people get
 * no portrait. The client strip's marks are of companies in it (src/content/clients.ts).
 */
import { aiTestimonials } from "./ai/landing";
import { aiServicePages } from "./ai/service-pages";
import { homeTestimonials } from "./home";
import { trainingTestimonials } from "./training";
import type { Testimonial } from "./types";

const servicePageTestimonials = Object.values(aiServicePages).flatMap((page) =>
  page.sections.flatMap((section) => (section.kind === "testimonials" ? section.items : [])),
);

export const allTestimonials: readonly Testimonial[] = [
  ...homeTestimonials.items,
  ...aiTestimonials.items,
  ...servicePageTestimonials,
  ...trainingTestimonials.items,
];

/** The client strip (home page and AI landing): its name, shown and read out. */
export const clientStripCopy = {
  title: "Clients who shared their results",
};

/** How a testimonial is set: the marks that frame its quotation, its rating read out. */
export interface TestimonialMarks {
  open: string;
  close: string;
  /** Between the person's role and company. */
  comma: string;
  /** Read instead of the stars; `{rating}` and `{max}` are replaced. */
  rating: string;
  /** The link to the client's case study, under a testimonial that has one. */
  caseStudy: string;
}

export const testimonialMarks = {
  open: "\u201c",
  close: "\u201d",
  comma: ", ",
  rating: "Rated {rating} out of {max}",
  caseStudy: "Read the case study",
} satisfies TestimonialMarks;

/**
 * A page's testimonials split for its large quote: the first that links to a case study (the
 * first of all where none does) set apart, the others in their cards or carousel.
 */
export function featuredTestimonial<T extends Testimonial>(
  items: readonly T[],
): { featured: T; others: T[] } {
  const index = Math.max(
    0,
    items.findIndex((item) => item.caseStudy),
  );
  const featured = items[index];
  if (!featured) throw new Error("No testimonial to feature");
  return { featured, others: items.filter((_, other) => other !== index) };
}
