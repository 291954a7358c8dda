// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { THEME_STORAGE_KEY } from "@/config/storage";

import { DEFAULT_THEME, parseThemeChoice, resolveTheme, themeScript } from "./theme";

function mockMatchMedia(initialDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initialDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => media);
  window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
  return {
    setDark(value: boolean) {
      media.matches = value;
      for (const listener of listeners) listener();
    },
  };
}

describe("theme choice", () => {
  it("defaults to dark for missing or unknown values", () => {
    expect(DEFAULT_THEME).toBe("dark");
    expect(parseThemeChoice(null)).toBe("dark");
    expect(parseThemeChoice("blue")).toBe("dark");
    expect(parseThemeChoice("light")).toBe("light");
    expect(parseThemeChoice("system")).toBe("system");
  });

  it("resolves system from the OS preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });
});

describe("inline theme script", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = "";
  });
  afterEach(() => vi.unstubAllGlobals());

  it("paints dark when nothing is stored", () => {
    mockMatchMedia(false);
    new Function(themeScript)();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe("dark");
  });

  it("applies a stored light choice", () => {
    mockMatchMedia(true);
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    new Function(themeScript)();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("follows the OS live while the choice is system", () => {
    const os = mockMatchMedia(false);
    localStorage.setItem(THEME_STORAGE_KEY, "system");
    new Function(themeScript)();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    os.setDark(true);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("stores a choice clicked in the theme menu and applies it at once", () => {
    mockMatchMedia(false);
    document.body.innerHTML = `
      <button popovertarget="menu" id="trigger">Theme</button>
      <div id="menu" popover data-theme-menu>
        <button data-theme-choice="light" aria-checked="false">Light</button>
        <button data-theme-choice="dark" aria-checked="true">Dark</button>
      </div>`;
    const hidePopover = vi.fn();
    Object.assign(document.getElementById("menu")!, { hidePopover });
    new Function(themeScript)();
    document.querySelector<HTMLElement>('[data-theme-choice="light"]')!.click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(document.documentElement.dataset.themeChoice).toBe("light");
    expect(
      [...document.querySelectorAll("button[data-theme-choice]")].map((item) =>
        item.getAttribute("aria-checked"),
      ),
    ).toEqual(["true", "false"]);
    expect(hidePopover).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe("trigger");
  });
});
