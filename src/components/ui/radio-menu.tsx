"use client";

import { clsx } from "clsx";
import { Check } from "lucide-react";
import * as React from "react";

import { usePointerDownOutside } from "./use-pointer-down-outside";

interface RadioMenuOption<T extends string> {
  value: T;
  label: string;
  icon?: React.ReactNode;
}

interface RadioMenuProps<T extends string> {
  /** Accessible name of the menu (e.g. "Theme"), also shown as its heading. */
  label: string;
  /** Accessible name of the button that opens it. */
  triggerLabel: string;
  trigger: React.ReactNode;
  triggerClassName?: string;
  options: readonly RadioMenuOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** Which side of the button the menu opens on. */
  side?: "bottom" | "top";
  className?: string;
}

/**
 * A menu button with a single-choice list (WAI-ARIA APG "menu button" with menuitemradio items):
 * Enter, Space and ArrowDown open it on the checked item, ArrowUp on the last; arrows, Home and End
 * move; Enter or Space choose and close; Escape closes; Tab and a click outside close it.
 * Written for the header in place of Radix DropdownMenu, which cost ~35 KB gzip on every page.
 */
export function RadioMenu<T extends string>({
  label,
  triggerLabel,
  trigger,
  triggerClassName,
  options,
  value,
  onValueChange,
  side = "bottom",
  className,
}: RadioMenuProps<T>) {
  const [open, setOpen] = React.useState(false);
  const [focusIndex, setFocusIndex] = React.useState(0);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const itemRefs = React.useRef<(HTMLDivElement | null)[]>([]);
  const menuId = React.useId();
  const checkedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  React.useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  usePointerDownOutside(containerRef, open, () => setOpen(false));

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option) onValueChange(option.value);
    close();
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(focusIndex);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div ref={containerRef} className={clsx("relative", className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(checkedIndex))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            openAt(event.key === "ArrowDown" ? checkedIndex : options.length - 1);
          }
        }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className={clsx(
            "absolute right-0 z-[60] min-w-40 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg",
            side === "bottom" ? "top-full mt-2" : "bottom-full mb-2",
          )}
        >
          <div
            aria-hidden="true"
            className="px-3 py-1.5 text-xs font-semibold text-muted-foreground"
          >
            {label}
          </div>
          {options.map((option, index) => (
            <div
              key={option.value}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              role="menuitemradio"
              aria-checked={option.value === value}
              tabIndex={index === focusIndex ? 0 : -1}
              onClick={() => choose(index)}
              onPointerMove={() => setFocusIndex(index)}
              className="relative flex cursor-pointer items-center gap-2 rounded-lg py-2 pr-8 pl-3 text-sm outline-none select-none focus:bg-muted"
            >
              {option.icon}
              {option.label}
              {option.value === value ? (
                <Check aria-hidden="true" className="absolute right-2 size-4" />
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
