/**
 * What the illustrated portraits show, in words (src/lib/portrait-svg.ts draws them): each
 * leader's look is chosen trait by trait in src/content/team.ts, true to the bio; the
 * testimonials' and the blog's authors are drawn more lightly, from how each presents (below),
 * with the rest following from the name but never a leader's hair or clothes.
 */

/** How a person presents, as the copy speaks of them ("he", "she"). */
export type Presentation = "woman" | "man";

/** The leaders' hair, one style each (the authors draw from other styles). */
export type LeaderHair =
  "silver-swept-back" | "shoulder-length-wavy" | "short-curls" | "high-bun" | "short-side-part";

/** The leaders' clothes: business dress, one cut each. */
export type LeaderAttire =
  "dark-blazer" | "blazer" | "collared-sweater" | "open-collar" | "shirt-and-tie";

/** A leader's portrait, chosen trait by trait (nothing drawn from the name). */
export interface PortraitLook {
  presents: Presentation;
  hair: LeaderHair;
  glasses: "rectangular" | "round" | null;
  beard: "full" | null;
  attire: LeaderAttire;
  /** A closed smile, an open one, or a calm, level mouth. */
  expression: "smile" | "open-smile" | "calm";
}

/**
 * How each testimonial and blog author presents, by the English name (the portrait's key). A
 * new author needs a line here: their portrait is not drawn without it (src/lib/people.ts).
 */
export const authorPresentation = {
  "Sarah Johnson": "woman",
  "Michael Chen": "man",
  "Layla Haddad": "woman",
  "Rania Khoury": "woman",
  "David Miller": "man",
  "Amina Saleh": "woman",
  "Hadi Mansour": "man",
  "Emily Carter": "woman",
  "Dr. Nadia Farah": "woman",
  "Thomas Becker": "man",
  "Sophie Martin": "woman",
  "Omar Tannous": "man",
  "Fadi Aboud": "man",
  "Priya Raman": "woman",
  "Lena Vogel": "woman",
  "Ziad Khalil": "man",
  "Julia Moreno": "woman",
  "Rami Aziz": "man",
  "Nour Hamdan": "woman",
  "Hannah Brooks": "woman",
  "Lucas Ferreira": "man",
} satisfies Record<string, Presentation>;
