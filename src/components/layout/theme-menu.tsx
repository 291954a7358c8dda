"use client";

import { Monitor, Moon, Sun } from "lucide-react";
import * as React from "react";

import { RadioMenu } from "@/components/ui/radio-menu";
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
export function ThemeMenu({ className, side }: { className?: string; side?: "bottom" | "top" }) {
  const choice = React.useSyncExternalStore(subscribe, currentChoice, () => DEFAULT_THEME);
  const active = options.find((option) => option.value === choice) ?? options[1]!;
  const ActiveIcon = active.icon;

  return (
    <RadioMenu
      label="Theme"
      triggerLabel={`Theme: ${active.label}`}
      trigger={<ActiveIcon aria-hidden="true" className="size-5" />}
      triggerClassName="inline-flex size-10 items-center justify-center rounded-lg text-foreground transition-colors hover:bg-muted"
      className={className}
      side={side}
      options={options.map((option) => ({
        value: option.value,
        label: option.label,
        icon: <option.icon aria-hidden="true" className="size-4" />,
      }))}
      value={choice}
      onValueChange={setThemeChoice}
    />
  );
}
