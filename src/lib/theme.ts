/** Theme choice: Light, Dark or System; default Dark; kept in localStorage under `ui-theme`. */

import { THEME_STORAGE_KEY } from "@/config/storage";

const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = "light" | "dark";
export const DEFAULT_THEME: ThemeChoice = "dark";

export function parseThemeChoice(value: unknown): ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : DEFAULT_THEME;
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === "system") return systemPrefersDark ? "dark" : "light";
  return choice;
}

/**
 * Runs inline in <head> before first paint (and so also when every JavaScript file is
 * blocked). It is serialised with Function.prototype.toString, so it must be
 * self-contained: no imports, no closures. It applies the stored choice, follows the OS
 * live while the choice is "system", and follows changes made in other tabs.
 */
function themeBootstrap(storageKey: string, fallback: string): void {
  const root = document.documentElement;
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  function read(): string {
    let value: string | null = null;
    try {
      value = window.localStorage.getItem(storageKey);
    } catch {
      value = null;
    }
    return value === "light" || value === "dark" || value === "system" ? value : fallback;
  }
  function apply(): void {
    const choice = read();
    const dark = choice === "dark" || (choice === "system" && media.matches);
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
    root.dataset.themeChoice = choice;
  }
  apply();
  media.addEventListener("change", apply);
  window.addEventListener("storage", (event) => {
    if (event.key === storageKey) apply();
  });
  window.addEventListener("ui-theme-change", apply);
}

export const themeScript = `(${themeBootstrap.toString()})(${JSON.stringify(
  THEME_STORAGE_KEY,
)}, ${JSON.stringify(DEFAULT_THEME)})`;

/** Stores a choice and asks the bootstrap listener to apply it. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be unavailable (private mode); the theme still applies for this page.
    document.documentElement.dataset.themeChoice = choice;
  }
  window.dispatchEvent(new Event("ui-theme-change"));
}
