/**
 * What JavaScript adds to the header, whose controls are plain HTML that works without it (the
 * drawer is a `<dialog>` opened by an invoker command, the dropdowns are popovers). Runs inline in
 * <head> with the theme script (src/app/layout.tsx), so it works from the first paint, before
 * hydration and on pages without React. Serialised with Function.prototype.toString: it must be
 * self-contained (no imports, no closures) and its text is the same on every page, which the
 * CSP's hash of it needs. By event delegation on `document` and `window`:
 * - `header[data-site-header]` gets data-scrolled="true" past the scroll threshold (its look is
 *   CSS on that attribute);
 * - a followed link closes the drawer (`dialog[data-nav-drawer]`) or dropdown
 *   (`[data-nav-popover]`) it is in: a full page load needs nothing, the client router does;
 * - Tab wraps inside the open drawer (a modal dialog lets focus leave for the browser's UI);
 * - a dropdown closes when focus moves out of it (Escape and a click outside close it natively),
 *   and its button's aria-expanded follows it;
 * - the chat launcher (`a[data-chat-panel]`, once the build has written the panel's URL there)
 *   imports the chat panel on its first press and opens it in the page; the link is followed if
 *   the import fails;
 * - in a browser that predates invoker commands (Safari before 26.2, Firefox before 144), a
 *   `button[commandfor]` runs its dialog command here, so the menu button is never dead there
 *   while JavaScript runs.
 */
function headerBootstrap(threshold: number): void {
  const doc = document;
  function onScroll(): void {
    doc
      .querySelector("header[data-site-header]")
      ?.setAttribute("data-scrolled", String(window.scrollY > threshold));
  }
  window.addEventListener("scroll", onScroll, { passive: true });
  // A page that opens scrolled (a restored position): checked once after the first paint, when
  // reading scrollY costs no layout. Read at DOMContentLoaded it forced the page's first layout
  // inside this script, one long task with the parsing before it.
  doc.addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => setTimeout(onScroll)));
  const invokerCommands = "command" in HTMLButtonElement.prototype;
  doc.addEventListener("click", (event) => {
    const invoker = invokerCommands
      ? null
      : (event.target as Element).closest?.<HTMLButtonElement>("button[commandfor]");
    const dialog = invoker && doc.getElementById(invoker.getAttribute("commandfor") ?? "");
    if (invoker && dialog instanceof HTMLDialogElement) {
      const command = invoker.getAttribute("command");
      if (command === "show-modal" && !dialog.open) dialog.showModal();
      else if ((command === "close" || command === "request-close") && dialog.open) dialog.close();
      return;
    }
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[href]");
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const panel = link.getAttribute("data-chat-panel");
    if (panel) {
      event.preventDefault();
      // Left to the browser: the bundler would make this import a module of its own.
      import(/* webpackIgnore: true */ /* turbopackIgnore: true */ panel).then(
        (chat: { openChat: (launcher: HTMLAnchorElement) => void }) => chat.openChat(link),
        () => location.assign(link.href),
      );
      return;
    }
    link.closest<HTMLElement>("[data-nav-popover]")?.hidePopover();
    const drawer = link.closest<HTMLDialogElement>("dialog[data-nav-drawer]");
    if (drawer?.open) drawer.close();
  });
  doc.addEventListener("keydown", (event) => {
    const drawer = (event.target as Element).closest?.("dialog[data-nav-drawer]");
    if (event.key !== "Tab" || !drawer || event.defaultPrevented) return;
    const items = Array.from(
      drawer.querySelectorAll<HTMLElement>("a[href],button,input,select,textarea,[tabindex]"),
    ).filter((item) => item.tabIndex >= 0 && item.checkVisibility());
    const edge = event.shiftKey ? items[0] : items[items.length - 1];
    if (edge && doc.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
    }
  });
  doc.addEventListener("focusin", (event) => {
    const target = event.target as Element;
    doc.querySelectorAll<HTMLElement>("[data-nav-popover]:popover-open").forEach((popover) => {
      if (!popover.contains(target) && target.getAttribute("popovertarget") !== popover.id) {
        popover.hidePopover();
      }
    });
  });
  doc.addEventListener(
    "toggle",
    (event) => {
      const popover = event.target as HTMLElement;
      if (!popover.hasAttribute?.("data-nav-popover")) return;
      const open = String((event as ToggleEvent).newState === "open");
      doc.querySelectorAll(`[popovertarget="${popover.id}"]`).forEach((button) => {
        button.setAttribute("aria-expanded", open);
      });
    },
    true,
  );
}

/** Header scroll threshold from the seed: transparent at <= 10 px, translucent beyond. */
const HEADER_SCROLL_THRESHOLD = 10;

export const headerScript = `(${headerBootstrap.toString()})(${HEADER_SCROLL_THRESHOLD})`;
