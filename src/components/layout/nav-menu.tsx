import { clsx } from "clsx";

import { Icon } from "@/components/ui/icon";
import type { HeaderMenuId, NavLink as NavLinkData } from "@/config/nav";

import { NavLink } from "./nav-link";

/**
 * Each menu's popover id and the anchor its popover is placed against. Written out whole per
 * menu: Tailwind only sees class names it can read in the source.
 */
const menus = {
  ai: {
    id: "ai-menu",
    anchor: "[anchor-name:--ai-menu]",
    popover: "[position-anchor:--ai-menu]",
  },
  resources: {
    id: "resources-menu",
    anchor: "[anchor-name:--resources-menu]",
    popover: "[position-anchor:--resources-menu]",
  },
} as const satisfies Record<HeaderMenuId, { id: string; anchor: string; popover: string }>;

/**
 * A header menu (AI, Resources): a disclosure (not an ARIA menu) on the platform's popover, so it
 * opens, closes and its links work without JavaScript. Enter/Space toggle; Escape closes it and
 * returns focus to the button; a click outside closes it. The inline header script
 * (header-script.ts) adds aria-expanded, closing when focus leaves it and on a followed link.
 * The button is highlighted while a link inside is the current page (aria-current, in CSS).
 */
export function NavMenu({
  menu,
  label,
  links,
}: {
  menu: HeaderMenuId;
  label: string;
  links: NavLinkData[];
}) {
  const { id, anchor, popover } = menus[menu];
  return (
    <div className="group/menu relative">
      <button
        type="button"
        popoverTarget={id}
        suppressHydrationWarning
        className={clsx(
          "inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-foreground transition-colors group-has-[[aria-current=page]]/menu:text-primary hover:bg-muted",
          anchor,
        )}
      >
        {label}
        <Icon
          name="chevronDown"
          className="size-4 transition-transform group-has-[:popover-open]/menu:rotate-180"
        />
      </button>
      <div
        id={id}
        popover="auto"
        data-nav-popover=""
        className={clsx(
          "inset-auto start-[anchor(start)] top-[anchor(bottom)] m-0 mt-2 w-64 rounded-xl border border-border bg-card p-2 text-foreground shadow-xl",
          popover,
        )}
      >
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                href={link.href}
                className="block rounded-lg px-3 py-2 text-sm text-card-foreground hover:bg-muted aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
