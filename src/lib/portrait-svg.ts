import "server-only";

import { personas } from "@dicebear/collection";
import { createAvatar, type StyleOptions } from "@dicebear/core";

/*
 * The portraits' one style: DiceBear "Personas" (by Draftbit, CC BY 4.0; the licence and the
 * credit travel inside each SVG's <metadata>), seeded by the person's name. Options keep them
 * professional (open or smiling eyes, no sunglasses or pacifier, no caps or beanies, and no
 * beard: the name says nothing of a face, so nothing is guessed from it) and
 * inclusive (the style's full range of skin tones and hair), on a pale tint of the brand's
 * cyan and violet that reads on the light and the dark theme alike.
 */
const portraitOptions: StyleOptions<personas.Options> = {
  size: 96,
  radius: 50,
  backgroundColor: ["cffafe", "e0f2fe", "ede9fe", "f3e8ff"],
  backgroundType: ["solid"],
  eyes: ["open", "happy", "glasses"],
  facialHairProbability: 0,
  mouth: ["smile", "bigSmile", "smirk", "lips"],
  hair: [
    "long",
    "sideShave",
    "shortCombover",
    "curlyHighTop",
    "bobCut",
    "curly",
    "curlyBun",
    "buzzcut",
    "bobBangs",
    "bald",
    "balding",
    "bunUndercut",
    "fade",
    "straightBun",
    "extraLong",
    "shortComboverChops",
  ],
};

/** A person's portrait as an SVG document, the same for the same name on every build. */
export function portraitSvg(name: string): string {
  return createAvatar(personas, { ...portraitOptions, seed: name }).toString();
}
