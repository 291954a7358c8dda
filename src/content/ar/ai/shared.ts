/**
 * The Arabic counterparts of the AI pages' shared texts, and the helpers the Arabic AI modules
 * use to merge their words into the English data (which keeps every id, href, icon and number).
 */
import {
  withOfferPrice,
  type AiServiceSection,
  type FlashSale,
  type StartingPrices,
} from "@/content/ai/shared";
import { fromOfferPrice, fromPrice, planGroups } from "@/content/ar/plans";
import type { PlanGroup, Testimonial } from "@/content/types";

import { arabicFigure } from "../figures";
import { withCopy } from "../ui";

/** "ابتداءً من $199 شهريًا", and the sale's "from" price while an offer runs (see English). */
export function startingPrices(group: PlanGroup): StartingPrices {
  const from = "ابتداءً من";
  return withOfferPrice(group, `${from} ${fromPrice(group)}`, fromOfferPrice(group), from);
}

export const customPricing = "سعر مخصص";

/** The translated texts of a testimonial; rating and company stay as in English. */
type TestimonialCopy = Pick<Testimonial, "name" | "role" | "content" | "results">;

/**
 * The Arabic texts of one section of an AI service page, merged into the English section of the
 * same id by `localizeSections`. Which lists are needed depends on the section's kind.
 */
export interface SectionCopy {
  title: string;
  description: string;
  /** Tiles ("features") or steps ("steps"), in the English order. */
  items?: readonly { title: string; description: string }[];
  /** Stat labels ("stats"), in the English order; the numbers stay as in English. */
  statLabels?: readonly string[];
  badges?: readonly string[];
  /** Chips ("chips"); omitted when they are names that stay in Latin script. */
  chips?: readonly string[];
  testimonials?: readonly TestimonialCopy[];
  flashSale?: FlashSale;
}

function required<T>(value: T | undefined, what: string, id: string): T {
  if (value === undefined) throw new Error(`No Arabic ${what} for the section "${id}"`);
  return value;
}

/** A translated list of plain strings, checked against the English list's length. */
function sameLength(english: readonly string[], arabic: readonly string[], id: string): string[] {
  if (english.length !== arabic.length) {
    throw new Error(
      `Arabic list of the section "${id}" has ${arabic.length} items, not ${english.length}`,
    );
  }
  return [...arabic];
}

function arabicPlans(group: PlanGroup): PlanGroup {
  return required(
    planGroups.find((candidate) => candidate.id === group.id),
    "plans",
    group.id,
  );
}

function localizeSection(section: AiServiceSection, copy: SectionCopy): AiServiceSection {
  const { id } = section;
  const texts = { title: copy.title, description: copy.description };
  switch (section.kind) {
    case "features":
      return {
        ...section,
        ...texts,
        items: withCopy(section.items, required(copy.items, "tiles", id)),
      };
    case "steps":
      return {
        ...section,
        ...texts,
        steps: withCopy(section.steps, required(copy.items, "steps", id)),
      };
    case "pricing":
      return {
        ...section,
        ...texts,
        plans: arabicPlans(section.plans),
        ...(section.flashSale ? { flashSale: required(copy.flashSale, "flash sale", id) } : {}),
      };
    case "stats":
      return {
        ...section,
        ...texts,
        stats: withCopy(
          section.stats,
          required(copy.statLabels, "stat labels", id).map((label, i) => ({
            label,
            number: arabicFigure(section.stats[i]?.number ?? ""),
          })),
        ),
        ...(section.badges
          ? { badges: sameLength(section.badges, required(copy.badges, "badges", id), id) }
          : {}),
      };
    case "chips":
      return {
        ...section,
        ...texts,
        items: copy.chips ? sameLength(section.items, copy.chips, id) : section.items,
      };
    case "testimonials":
      return {
        ...section,
        ...texts,
        items: withCopy(section.items, required(copy.testimonials, "testimonials", id)),
      };
  }
}

/** An AI service page's sections, in the English order, with the Arabic texts of each id. */
export function localizeSections(
  sections: readonly AiServiceSection[],
  copy: Record<string, SectionCopy>,
): AiServiceSection[] {
  return sections.map((section) =>
    localizeSection(section, required(copy[section.id], "texts", section.id)),
  );
}
