/** Helpers and shapes shared by the AI pages' content modules. */
import type { CaseStudyId } from "../case-study-facts";
import { fromOfferPrice, fromPrice } from "../plans";
import type {
  Cta,
  CtaBanner,
  Feature,
  PageHero,
  PlanGroup,
  ProcessStep,
  ServiceCard,
  Stat,
  Testimonial,
} from "../types";
import type { ProductVisualKind } from "../visuals";

/** A card's "from" price, and the sale's while an offer runs. */
export type StartingPrices = { price: string } & Pick<ServiceCard, "offerPrice">;

/**
 * Where a service's plans start, as the AI landing's card shows it: "From $199/month" (list
 * prices), and while the group's offer runs, its sale "from" price, which the card shows until
 * the offer ends.
 */
export function startingPrices(group: PlanGroup): StartingPrices {
  return withOfferPrice(group, `From ${fromPrice(group)}`, fromOfferPrice(group), "From");
}

/** `price` and, while `group`'s offer runs, the sale "from" price (`offer`) after `from`. */
export function withOfferPrice(
  group: PlanGroup,
  price: string,
  offer: string | undefined,
  from: string,
): StartingPrices {
  return group.offer && offer
    ? { price, offerPrice: { price: `${from} ${offer}`, endsAt: group.offer.endsAt } }
    : { price };
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
  /** A link under the heading (the case studies). */
  link?: Cta;
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

/**
 * The flash-sale announcement shown above a group of plans with an offer (its end is the
 * group's `offer.endsAt`). Nothing here names a duration: the end is shown as a date, and
 * `lastDay` ("less than 24 hours") only in the offer's last 24 hours.
 */
export interface FlashSale {
  badge: string;
  title: string;
  description: string;
  /** "Offer ends", before the end's date (or `lastDay`). */
  endsLabel: string;
  lastDay: string;
  /** The live countdown's name. */
  countdownLabel: string;
  /**
   * The countdown's days by plural category ("#" is the number); hours, minutes and seconds
   * follow as 00:00:00.
   */
  days: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
}

/**
 * One section of an AI service page, below the hero. `kind` picks what the section shows;
 * `id` is its anchor (the heroes' "See Pricing" and "See Plans" link to #pricing).
 */
export type AiServiceSection = { id: string } & (
  | ({
      kind: "features";
      columns?: 3 | 4;
      /**
       * Set beside the page's product visual rather than as tiles (the hero then shows no
       * visual: the page shows it once).
       */
      besideVisual?: true;
    } & TileBlock)
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
  /** The client's case study, shown before the call to action. */
  caseStudy?: CaseStudyId;
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
