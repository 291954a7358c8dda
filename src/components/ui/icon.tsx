import { clsx } from "clsx";

import type { IconName } from "@/content/icon-names";

export type { IconName };

/** Icons only the interface names (content names its own through IconName). */
type UiIconName =
  | "alertTriangle"
  | "arrowDown"
  | "checkMark"
  | "chevronDown"
  | "chevronLeft"
  | "chevronRight"
  | "copy"
  | "eyeOff"
  | "inbox"
  | "loader"
  | "menu"
  | "moon"
  | "pause"
  | "play"
  | "sun"
  | "x";

/** Every icon of the sprite (icon-sprite.ts draws each one from lucide). */
export type SpriteIconName = IconName | UiIconName;

/**
 * Where the sprite is served (src/app/icons.svg/route.ts), cached. A pre-rendered page does not
 * fetch it: the build draws the symbols it uses into the page and points these references at
 * them (scripts/lib/inline-icons.mjs); pages rendered per request, and icons an island draws
 * after load, use it.
 */
const ICON_SPRITE_PATH = "/icons.svg";

/**
 * Icons that point along the reading direction: mirrored on right-to-left pages, so "next" and
 * "go" arrows point the way an Arabic reader reads. Others (logos, media controls, charts) are
 * never mirrored.
 */
const DIRECTIONAL_ICONS: ReadonlySet<SpriteIconName> = new Set([
  "arrowRight",
  "chevronLeft",
  "chevronRight",
]);

/**
 * A decorative icon: a reference to its symbol in the sprite, a few bytes in the HTML and the
 * payload. Its size (size-5 unless a class says otherwise), stroke and fill are lucide's own,
 * from the `icon` class in globals.css; classes reach the drawing through the reference.
 * clsx rather than cn: client components (the header's menus) use it, without tailwind-merge.
 */
export function Icon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      className={clsx("icon", DIRECTIONAL_ICONS.has(name) && "rtl:-scale-x-100", className)}
    >
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
