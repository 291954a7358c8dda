/** Helpers and shapes shared by the AI pages' content modules. */
import { fromPrice } from "../plans";
import type {
  CtaBanner,
  Feature,
  PageHero,
  PlanGroup,
  ProcessStep,
  Stat,
  Testimonial,
} from "../types";
import type { ProductVisualKind } from "../visuals";

/** "From $100/month": where a service's plans start, as the AI landing shows it. */
export function startingPrice(group: PlanGroup): string {
  return `From ${fromPrice(group)}`;
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
interface ChipBlock {
  title: string;
  description: string;
  items: readonly string[];
}

/** A titled block of numbered steps. */
export interface StepBlock {
  title: string;
  description: string;
  steps: readonly ProcessStep[];
}

/** The flash-sale announcement shown above a group of plans. */
export interface FlashSale {
  badge: string;
  title: string;
  description: string;
  /** How long the offer runs ("24 hours"), shown large after `claimLabel`. */
  claim: string;
  claimLabel: string;
}

/**
 * One section of an AI service page, below the hero. `kind` picks what the section shows;
 * `id` is its anchor (the heroes' "See Pricing" and "See Plans" link to #pricing).
 */
export type AiServiceSection = { id: string } & (
  | ({ kind: "features"; columns?: 3 | 4 } & TileBlock)
  | ({ kind: "steps" } & StepBlock)
  | { kind: "pricing"; title: string; description: string; plans: PlanGroup; flashSale?: FlashSale }
  | {
      kind: "stats";
      title: string;
      description: string;
      stats: readonly Stat[];
      /** Compliance and reliability claims under the numbers. */
      badges?: readonly string[];
    }
  | ({ kind: "chips" } & ChipBlock)
  | ({ kind: "testimonials" } & TestimonialBlock)
);

/**
 * One AI service page (/services/...): the hero, its sections in page order (the page
 * alternates their background, starting plain) and the closing call to action.
 */
export interface AiServicePage {
  hero: PageHero;
  /** The rendering of what the service does, shown under the hero's calls to action. */
  visual: ProductVisualKind;
  sections: readonly AiServiceSection[];
  cta: CtaBanner;
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
