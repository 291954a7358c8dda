"use client";

import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { usePathname } from "next/navigation";
import * as React from "react";

import { usePointerDownOutside } from "@/components/ui/use-pointer-down-outside";
import type { NavLink as NavLinkData } from "@/config/nav";

import { NavLink } from "./nav-link";

/**
 * The header's AI dropdown: a disclosure button (not an ARIA menu). Enter/Space toggle,
 * Escape closes and returns focus to the button, focus leaving the group closes it.
 */
export function AiDropdown({ label, links }: { label: string; links: NavLinkData[] }) {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const panelId = React.useId();
  const pathname = usePathname();
  const active = links.some((link) => link.href === pathname);

  usePointerDownOutside(containerRef, open, () => setOpen(false));

  return (
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={clsx(
          "inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
          active ? "text-primary" : "text-foreground",
        )}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={clsx("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-64 rounded-xl border border-border bg-card p-2 shadow-xl"
      >
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                href={link.href}
                onNavigate={() => setOpen(false)}
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
