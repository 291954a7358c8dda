// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from "vitest";

import { headerScript } from "./header-script";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("inline header script", () => {
  beforeAll(() => {
    document.body.innerHTML = `
      <header data-site-header data-scrolled="false">
        <button popovertarget="ai">AI</button>
        <div id="ai" popover data-nav-popover><a href="/team" id="ai-link">Team</a></div>
        <button commandfor="drawer" command="show-modal" id="menu">Menu</button>
        <dialog data-nav-drawer id="drawer"><a href="/" id="drawer-link">Home</a>
          <button commandfor="drawer" command="close" id="close">Close</button></dialog>
      </header>`;
    new Function(headerScript)();
  });

  it("marks the header scrolled past 10 px only", () => {
    const header = document.querySelector("header")!;
    scrollTo(10);
    expect(header.dataset.scrolled).toBe("false");
    scrollTo(11);
    expect(header.dataset.scrolled).toBe("true");
    scrollTo(0);
    expect(header.dataset.scrolled).toBe("false");
  });

  it("marks a page that opens scrolled after its first paint, not while it is parsed", async () => {
    const header = document.querySelector("header")!;
    Object.defineProperty(window, "scrollY", { value: 300, configurable: true });
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(header.dataset.scrolled).toBe("false");
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
    expect(header.dataset.scrolled).toBe("true");
    scrollTo(0);
  });

  it("closes the drawer and the dropdown when a link inside is followed", () => {
    const drawer = document.querySelector("dialog")!;
    drawer.setAttribute("open", "");
    const close = vi.fn(() => drawer.removeAttribute("open"));
    Object.assign(drawer, { close });
    const hidePopover = vi.fn();
    Object.assign(document.getElementById("ai")!, { hidePopover });
    // jsdom would navigate: stop the default action, the script only listens.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    document.getElementById("drawer-link")!.click();
    expect(close).toHaveBeenCalledOnce();
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    document.getElementById("ai-link")!.click();
    expect(hidePopover).toHaveBeenCalledOnce();
  });

  it("keeps aria-expanded of a dropdown's button in step with it", () => {
    const popover = document.getElementById("ai")!;
    const toggle = (newState: string) =>
      popover.dispatchEvent(Object.assign(new Event("toggle"), { newState }));
    toggle("open");
    expect(document.querySelector("[popovertarget]")!.getAttribute("aria-expanded")).toBe("true");
    toggle("closed");
    expect(document.querySelector("[popovertarget]")!.getAttribute("aria-expanded")).toBe("false");
  });

  it("runs a dialog's invoker commands where the browser has none (jsdom has none)", () => {
    expect("command" in HTMLButtonElement.prototype).toBe(false);
    const drawer = document.querySelector("dialog")!;
    drawer.removeAttribute("open");
    const showModal = vi.fn(() => drawer.setAttribute("open", ""));
    const close = vi.fn(() => drawer.removeAttribute("open"));
    Object.assign(drawer, { showModal, close });
    document.getElementById("menu")!.click();
    expect(showModal).toHaveBeenCalledOnce();
    document.getElementById("menu")!.click();
    expect(showModal).toHaveBeenCalledOnce();
    document.getElementById("close")!.click();
    expect(close).toHaveBeenCalledOnce();
  });
});
