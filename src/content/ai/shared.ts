/** Helpers and shapes shared by the AI pages' content modules. */
import { formatPrice } from "../plans";
import type { Feature, Testimonial } from "../types";

/** "From $299/month": the starting price of a service as the AI landing shows it. */
export function fromPricePerMonth(price: number): string {
  return `From ${formatPrice(price)}/month`;
}

export const customPricing = "Custom pricing";

/** A titled block of tiles on a page. */
export interface TileBlock {
  title: string;
  description: string;
  items: readonly Feature[];
}

/** A titled block of testimonials on a page. */
export interface TestimonialBlock {
  title: string;
  description: string;
  items: readonly Testimonial[];
}

/** A titled block of short labels (technologies, tools). */
export interface ChipBlock {
  title: string;
  description: string;
  items: readonly string[];
}

/** The texts of the testimonial carousel's controls. */
export interface CarouselLabels {
  /** What a screen reader calls the whole and each item (aria-roledescription). */
  roleDescription: { carousel: string; slide: string };
  region: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** Dot label; `{n}` and `{total}` are replaced. */
  show: string;
  /** Slide label; `{n}` and `{total}` are replaced. */
  slide: string;
}
