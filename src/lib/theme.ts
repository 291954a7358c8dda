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
 * blocked, before hydration and on pages without React). It is serialised with
 * Function.prototype.toString, so it must be self-contained: no imports, no closures.
 *
 * It applies the stored choice to <html> (class `dark`, color-scheme, data-theme-choice), follows
 * the OS live while the choice is "system", and follows changes made in other tabs. It also
 * drives the theme menu (src/components/layout/theme-menu.tsx), plain HTML with no React state:
 * a popover `[data-theme-menu]` (role menu) of `button[data-theme-choice]` items (menuitemradio).
 * By event delegation on `document` it stores a clicked choice, keeps every item's aria-checked
 * in step, opens the menu on the checked item (ArrowUp: the last), moves with the arrows, Home
 * and End, and closes it on Tab. Escape and a click outside close it natively (popover light
 * dismiss). The trigger's name and icon follow html[data-theme-choice] in CSS.
 */
function themeBootstrap(storageKey: string, fallback: string): void {
  const doc = document;
  const root = doc.documentElement;
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  const itemSelector = "button[data-theme-choice]";
  // The choice of this page when storage is unavailable (private mode).
  let unstored = fallback;
  function read(): string {
    let value: string | null = null;
    try {
      value = window.localStorage.getItem(storageKey);
    } catch {
      value = null;
    }
    return value === "light" || value === "dark" || value === "system" ? value : unstored;
  }
  function apply(): void {
    const choice = read();
    const dark = choice === "dark" || (choice === "system" && media.matches);
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
    root.dataset.themeChoice = choice;
    doc.querySelectorAll(itemSelector).forEach((item) => {
      item.setAttribute("aria-checked", String(item.getAttribute("data-theme-choice") === choice));
    });
  }
  function items(menu: Element): HTMLElement[] {
    return Array.from(menu.querySelectorAll<HTMLElement>(itemSelector));
  }
  function trigger(menu: Element): HTMLElement | null {
    return doc.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`);
  }
  /** Focuses the checked item (or the last one) of an open menu. */
  function focusItem(menu: Element, last: boolean): void {
    const list = items(menu);
    const checked = list.filter((item) => item.getAttribute("aria-checked") === "true")[0];
    (last ? list[list.length - 1] : (checked ?? list[0]))?.focus();
  }
  apply();
  media.addEventListener("change", apply);
  window.addEventListener("storage", (event) => {
    if (event.key === storageKey) apply();
  });
  doc.addEventListener("click", (event) => {
    const item = (event.target as Element).closest?.<HTMLElement>(itemSelector);
    const menu = item?.closest<HTMLElement>("[data-theme-menu]");
    if (!item || !menu) return;
    unstored = item.getAttribute("data-theme-choice") ?? fallback;
    try {
      window.localStorage.setItem(storageKey, unstored);
    } catch {
      // Storage can be unavailable: the choice still applies to this page.
    }
    apply();
    menu.hidePopover();
    trigger(menu)?.focus();
  });
  // Before a menu shows, its items' aria-checked (and the check marks drawn from it) are set; a
  // menu opened by its button (click, Enter or Space) then moves focus to the checked item.
  function onToggle(event: Event): void {
    const menu = event.target as HTMLElement;
    if (!menu.hasAttribute?.("data-theme-menu") || (event as ToggleEvent).newState !== "open")
      return;
    if (event.type === "beforetoggle") apply();
    else if (!menu.contains(doc.activeElement)) focusItem(menu, false);
  }
  doc.addEventListener("beforetoggle", onToggle, true);
  doc.addEventListener("toggle", onToggle, true);
  doc.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    const key = event.key;
    const menu = target.closest?.<HTMLElement>("[data-theme-menu]");
    if (menu) {
      const list = items(menu);
      const index = list.indexOf(target);
      const last = list.length - 1;
      const moves: Record<string, number> = {
        ArrowDown: index >= last ? 0 : index + 1,
        ArrowUp: index <= 0 ? last : index - 1,
        Home: 0,
        End: last,
      };
      if (key in moves) {
        event.preventDefault();
        list[moves[key]!]?.focus();
      } else if (key === "Tab") {
        menu.hidePopover();
      }
      return;
    }
    const opens = doc.getElementById(target.getAttribute?.("popovertarget") ?? "");
    if (opens?.hasAttribute("data-theme-menu") && (key === "ArrowDown" || key === "ArrowUp")) {
      event.preventDefault();
      if (!opens.matches(":popover-open")) opens.showPopover();
      apply();
      focusItem(opens, key === "ArrowUp");
    }
  });
}

export const themeScript = `(${themeBootstrap.toString()})(${JSON.stringify(
  THEME_STORAGE_KEY,
)}, ${JSON.stringify(DEFAULT_THEME)})`;
