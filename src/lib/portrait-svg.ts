import "server-only";

import { notionists } from "@dicebear/collection";
import { createAvatar, type StyleOptions } from "@dicebear/core";

import type { LeaderAttire, LeaderHair, PortraitLook, Presentation } from "@/content/portraits";

/*
 * The portraits' one style: DiceBear "Notionists", editorial line drawings by Zoish (CC0 1.0,
 * public domain; the licence travels inside each SVG's <metadata>). Two treatments of it:
 *
 * - the leaders, drawn from their looks (src/content/team.ts), trait by trait: their own hair,
 *   glasses, beard, business dress and expression, on a pale wash of the brand's cyan and violet;
 * - the testimonials' and the blog's authors, lighter: the same line, everyday clothes, on the
 *   neutral grey of the site's muted surfaces, their features following from the name within
 *   their presentation's hair styles, none of which a leader wears, and no leader's clothes.
 *
 * Nothing decorative (no gestures, no badges on the shirt), no sunglasses, eyes open.
 */

type Options = StyleOptions<notionists.Options>;
/** The style's drawing of one trait: "variant42" (a name from its catalogue). */
type Variant<Trait extends keyof Options> =
  NonNullable<Options[Trait]> extends readonly (infer Drawing)[] ? Drawing : never;

/** The style's drawings for the leaders' named traits. */
const leaderHair = {
  "silver-swept-back": "variant42",
  "shoulder-length-wavy": "variant28",
  "short-curls": "variant22",
  "high-bun": "variant48",
  "short-side-part": "variant55",
} satisfies Record<LeaderHair, Variant<"hair">>;

const leaderAttire = {
  "dark-blazer": "variant06",
  blazer: "variant05",
  "collared-sweater": "variant14",
  "open-collar": "variant13",
  "shirt-and-tie": "variant19",
} satisfies Record<LeaderAttire, Variant<"body">>;

const glassesDrawing = { rectangular: "variant08", round: "variant11" } satisfies Record<
  NonNullable<PortraitLook["glasses"]>,
  Variant<"glasses">
>;
const beardDrawing = { full: "variant02" } satisfies Record<
  NonNullable<PortraitLook["beard"]>,
  Variant<"beard">
>;

/** Mouth and brows together: an expression reads as one. */
const expressions = {
  smile: { lips: "variant03", brows: "variant09" },
  "open-smile": { lips: "variant14", brows: "variant04" },
  calm: { lips: "variant06", brows: "variant08" },
} satisfies Record<PortraitLook["expression"], { lips: Variant<"lips">; brows: Variant<"brows"> }>;

/** The authors' hair styles by presentation: none of the leaders', nor one that looks like it. */
const authorHair = {
  woman: ["variant02", "variant10", "variant23", "variant39", "variant41", "variant58"],
  man: [
    "variant01",
    "variant05",
    "variant06",
    "variant12",
    "variant13",
    "variant15",
    "variant16",
    "variant17",
    "variant18",
    "variant21",
    "variant24",
    "variant25",
    "variant27",
    "variant30",
    "variant31",
    "variant33",
    "variant34",
    "variant49",
    "variant54",
  ],
} satisfies Record<Presentation, Variant<"hair">[]>;

/** Everyday clothes: none of the leaders' business dress. */
const authorAttire: Variant<"body">[] = [
  "variant01",
  "variant03",
  "variant07",
  "variant16",
  "variant21",
];

const SIZE = 96;
const common = {
  size: SIZE,
  radius: 50,
  // Head and shoulders filling the circle: faces read at the 40 px of a byline.
  scale: 115,
  translateY: 6,
  eyes: ["variant05"],
  nose: ["variant01"],
  gestureProbability: 0,
  bodyIconProbability: 0,
} satisfies Options;

/** The leaders' wash: the brand's cyan and violet, pale enough for the line on both themes. */
const LEADER_BACKDROP = ["d6eef5", "e4ddfb"];
/** The authors' plain backdrop: the light theme's muted surface. */
const AUTHOR_BACKDROP = ["eef2f7"];

/** A leader's drawing options: every trait from the look, nothing left to chance. */
export function leaderOptions(look: PortraitLook): Options {
  return {
    ...common,
    backgroundColor: LEADER_BACKDROP,
    backgroundType: ["gradientLinear"],
    backgroundRotation: [135],
    hair: [leaderHair[look.hair]],
    body: [leaderAttire[look.attire]],
    glasses: look.glasses ? [glassesDrawing[look.glasses]] : [],
    glassesProbability: look.glasses ? 100 : 0,
    beard: look.beard ? [beardDrawing[look.beard]] : [],
    beardProbability: look.beard ? 100 : 0,
    lips: [expressions[look.expression].lips],
    brows: [expressions[look.expression].brows],
  };
}

/** An author's drawing options: the presentation's hair styles, the rest from the name. */
export function authorOptions(presents: Presentation): Options {
  return {
    ...common,
    backgroundColor: AUTHOR_BACKDROP,
    backgroundType: ["solid"],
    hair: authorHair[presents],
    body: authorAttire,
    // Clear frames only, on some; a short goatee on some men (a leader's beard is a full one).
    glasses: ["variant03"],
    glassesProbability: 12,
    beard: ["variant11", "variant12"],
    beardProbability: presents === "man" ? 25 : 0,
    lips: ["variant03", "variant05", "variant14", "variant23", "variant30"],
    brows: ["variant04", "variant05", "variant08", "variant09"],
  };
}

/** Who a portrait shows: a leader (their look) or an author (how they present). */
export type PortraitSubject =
  { name: string; look: PortraitLook } | { name: string; presents: Presentation };

/** The options a subject is drawn with (the tests read them). */
export function portraitOptions(subject: PortraitSubject): Options {
  return "look" in subject ? leaderOptions(subject.look) : authorOptions(subject.presents);
}

/** A person's portrait as an SVG document, the same for the same person on every build. */
export function portraitSvg(subject: PortraitSubject): string {
  return createAvatar(notionists, { ...portraitOptions(subject), seed: subject.name }).toString();
}
