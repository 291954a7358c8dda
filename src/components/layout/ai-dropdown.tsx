import { Icon } from "@/components/ui/icon";
import type { NavLink as NavLinkData } from "@/config/nav";

import { NavLink } from "./nav-link";

const POPOVER_ID = "ai-menu";

/**
 * The header's AI dropdown: a disclosure (not an ARIA menu) on the platform's popover, so it
 * opens, closes and its links work without JavaScript. Enter/Space toggle; Escape closes it and
 * returns focus to the button; a click outside closes it. The inline header script
 * (header-script.ts) adds aria-expanded, closing when focus leaves it and on a followed link.
 * The button is highlighted while a link inside is the current page (aria-current, in CSS).
 */
export function AiDropdown({ label, links }: { label: string; links: NavLinkData[] }) {
  return (
    <div className="group/ai relative">
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        suppressHydrationWarning
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-foreground transition-colors [anchor-name:--ai-menu] group-has-[[aria-current=page]]/ai:text-primary hover:bg-muted"
      >
        {label}
        <Icon
          name="chevronDown"
          className="size-4 transition-transform group-has-[:popover-open]/ai:rotate-180"
        />
      </button>
      <div
        id={POPOVER_ID}
        popover="auto"
        data-nav-popover=""
        className="inset-auto start-[anchor(start)] top-[anchor(bottom)] m-0 mt-2 w-64 rounded-xl border border-border bg-card p-2 text-foreground shadow-xl [position-anchor:--ai-menu]"
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
