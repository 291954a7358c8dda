"use client";

import { Monitor, Moon, Sun } from "lucide-react";
import * as React from "react";

import { RadioMenu } from "@/components/ui/radio-menu";
import { layoutCopy } from "@/content/ui";
import { DEFAULT_THEME, parseThemeChoice, setThemeChoice, type ThemeChoice } from "@/lib/theme";

const labels = layoutCopy.theme.options;
const options: { value: ThemeChoice; label: string; icon: typeof Sun }[] = [
  { value: "light", label: labels.light, icon: Sun },
  { value: "dark", label: labels.dark, icon: Moon },
  { value: "system", label: labels.system, icon: Monitor },
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
      label={layoutCopy.theme.menuLabel}
      triggerLabel={layoutCopy.theme.triggerLabel(active.label)}
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
