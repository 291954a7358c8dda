"use client";

import { Monitor, Moon, Sun } from "lucide-react";
import * as React from "react";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { DEFAULT_THEME, parseThemeChoice, setThemeChoice, type ThemeChoice } from "@/lib/theme";

const options: { value: ThemeChoice; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

function subscribe(callback: () => void): () => void {
  window.addEventListener("ui-theme-change", callback);
  window.addEventListener("storage", callback);
  return () => {
    window.removeEventListener("ui-theme-change", callback);
    window.removeEventListener("storage", callback);
  };
}

function currentChoice(): ThemeChoice {
  return parseThemeChoice(document.documentElement.dataset.themeChoice);
}

/** Theme menu: Light, Dark, System. The inline head script applies the choice. */
export function ThemeMenu({ className }: { className?: string }) {
  const choice = React.useSyncExternalStore(subscribe, currentChoice, () => DEFAULT_THEME);
  const active = options.find((option) => option.value === choice) ?? options[1]!;
  const ActiveIcon = active.icon;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          "inline-flex size-10 items-center justify-center rounded-lg text-foreground transition-colors hover:bg-muted",
          className,
        )}
        aria-label={`Theme: ${active.label}`}
      >
        <ActiveIcon aria-hidden="true" className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="px-3 py-1.5 text-xs font-semibold text-muted-foreground">
          Theme
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={choice}
          onValueChange={(value) => setThemeChoice(parseThemeChoice(value))}
        >
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              <option.icon aria-hidden="true" className="size-4" />
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
