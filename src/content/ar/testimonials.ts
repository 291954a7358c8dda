/**
 * Every Arabic testimonial, in one list, in the English order (src/content/testimonials.ts):
 * the Arabic modules of the home page, the AI landing, the AI service pages and /training. The
 * names and companies are the English data's, so the portraits and the client marks are the same.
 */
import type { TestimonialMarks } from "@/content/testimonials";
import type { Testimonial } from "@/content/types";

import { aiTestimonials } from "./ai/landing";
import { aiServicePages } from "./ai/service-pages";
import { homeTestimonials } from "./home";
import { trainingTestimonials } from "./training";

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
  title: "عملاء شاركونا نتائجهم",
};

/** Arabic quotation marks (glossary: « »), the Arabic comma; the rating in Western digits. */
export const testimonialMarks = {
  open: "«",
  close: "»",
  comma: "، ",
  rating: "التقييم {rating} من {max}",
  caseStudy: "اقرأ دراسة الحالة",
} satisfies TestimonialMarks;
