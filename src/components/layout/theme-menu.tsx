import { clsx } from "clsx";

import { Icon, type SpriteIconName } from "@/components/ui/icon";
import { copy } from "@/lib/i18n/copy";
import { DEFAULT_THEME, type ThemeChoice } from "@/lib/theme";

/**
 * Each choice with its icon and the classes that show its icon and name in the menu's button
 * while it is the choice on <html> (set by the inline theme script before the first paint).
 */
const options: { value: ThemeChoice; icon: SpriteIconName; shown: string }[] = [
  {
    value: "light",
    icon: "sun",
    shown: "[html[data-theme-choice=light]_&]:contents",
  },
  {
    value: "dark",
    icon: "moon",
    shown: "[html[data-theme-choice=dark]_&]:contents",
  },
  {
    value: "system",
    icon: "monitor",
    shown: "[html[data-theme-choice=system]_&]:contents",
  },
];

/**
 * Hidden until the inline theme script has run (it sets html[data-theme-choice]): without
 * JavaScript the menu could not work, so it is not shown.
 */
export const NEEDS_THEME_SCRIPT = "[html:not([data-theme-choice])_&]:hidden";

/** Where a menu sits: its popover's id, and the anchor its popover is placed against. */
const placements = {
  header: {
    id: "theme-menu-header",
    anchor: "[anchor-name:--theme-menu-header]",
    popover: "[position-anchor:--theme-menu-header] top-[anchor(bottom)] mt-2",
  },
  drawer: {
    id: "theme-menu-drawer",
    anchor: "[anchor-name:--theme-menu-drawer]",
    popover: "[position-anchor:--theme-menu-drawer] bottom-[anchor(top)] mb-2",
  },
} as const;

/**
 * Theme menu: Light, Dark, System. Plain HTML with no React state: a button opening a popover
 * (role menu) of three menuitemradio buttons. The inline theme script (src/lib/theme.ts) stores and
 * applies a choice, keeps aria-checked in step and adds the menu's keyboard pattern; the popover
 * closes on Escape and a click outside by itself.
 */
export function ThemeMenu({
  placement,
  className,
}: {
  placement: keyof typeof placements;
  className?: string;
}) {
  const { id, anchor, popover } = placements[placement];
  const { layoutCopy } = copy("ui");
  const labels = layoutCopy.theme.options;
  return (
    <div className={clsx("relative", className, NEEDS_THEME_SCRIPT)}>
      <button
        type="button"
        popoverTarget={id}
        aria-haspopup="menu"
        suppressHydrationWarning
        className={clsx(
          "inline-flex size-10 items-center justify-center rounded-lg text-foreground transition-colors hover:bg-muted",
          anchor,
        )}
      >
        {options.map((option) => (
          <span key={option.value} className={clsx("hidden", option.shown)}>
            <Icon name={option.icon} className="size-5" />
            <span className="sr-only">{layoutCopy.theme.triggerLabel(labels[option.value])}</span>
          </span>
        ))}
      </button>
      <div
        id={id}
        popover="auto"
        role="menu"
        aria-label={layoutCopy.theme.menuLabel}
        data-nav-popover=""
        data-theme-menu=""
        className={clsx(
          "inset-auto end-[anchor(end)] m-0 min-w-40 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg",
          popover,
        )}
      >
        <div aria-hidden="true" className="px-3 py-1.5 text-xs font-semibold text-muted-foreground">
          {layoutCopy.theme.menuLabel}
        </div>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="menuitemradio"
            aria-checked={option.value === DEFAULT_THEME}
            tabIndex={-1}
            data-theme-choice={option.value}
            suppressHydrationWarning
            className="group/item relative flex w-full cursor-pointer items-center gap-2 rounded-lg py-2 ps-3 pe-8 text-sm outline-none select-none hover:bg-muted focus:bg-muted"
          >
            <Icon name={option.icon} className="size-4" />
            {labels[option.value]}
            <Icon
              name="checkMark"
              className="absolute end-2 hidden size-4 group-aria-checked/item:block"
            />
          </button>
        ))}
      </div>
    </div>
  );
}
