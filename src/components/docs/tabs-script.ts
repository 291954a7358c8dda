/**
 * What JavaScript adds to tabs rendered as HTML (`[data-tabs]`, see api-tabs.tsx): runs inline in
 * <head> with the theme, header and copy scripts (src/app/document.tsx), by event delegation on
 * `document`, so the tabs work as soon as they are parsed, on pages that ship no framework
 * JavaScript. Serialised with Function.prototype.toString: it must be self-contained (no imports,
 * no closures); its text is the same on every page, which the CSP's hash of it needs.
 *
 * - A click on a tab selects it; so do ArrowRight and ArrowLeft (mirrored when the tab's direction
 *   is right to left, wrapping round), Home and End, moving focus with the selection.
 * - Selecting writes `aria-selected`, a roving tabindex and `data-state` on the tabs and their
 *   panels (`aria-controls`; CSS hides an inactive panel).
 * - In `[data-tabs-hash]` the selection is the URL hash: replaced, not pushed, when a tab is
 *   chosen; read when the page is parsed and on every hash change (a link, back and forward); a
 *   hash naming no tab selects the first.
 */
function tabsBootstrap(): void {
  const doc = document;
  const TAB = '[data-tabs] [role="tab"]';
  function tabsOf(root: Element): HTMLElement[] {
    return Array.from(root.querySelectorAll<HTMLElement>('[role="tab"]'));
  }
  function select(tab: HTMLElement, focus: boolean, writeHash: boolean): void {
    const root = tab.closest("[data-tabs]");
    if (!root) return;
    for (const other of tabsOf(root)) {
      const state = other === tab ? "active" : "inactive";
      other.setAttribute("aria-selected", String(other === tab));
      other.tabIndex = other === tab ? 0 : -1;
      other.dataset.state = state;
      const panel = doc.getElementById(other.getAttribute("aria-controls") ?? "");
      if (panel) panel.dataset.state = state;
    }
    if (focus) tab.focus();
    if (writeHash && root.hasAttribute("data-tabs-hash")) {
      history.replaceState(history.state, "", `#${tab.dataset.tab ?? ""}`);
    }
  }
  function fromHash(): void {
    let id = location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape names no tab.
    }
    doc.querySelectorAll("[data-tabs-hash]").forEach((root) => {
      const tabs = tabsOf(root);
      const tab = tabs.filter((candidate) => candidate.dataset.tab === id)[0] ?? tabs[0];
      if (tab) select(tab, false, false);
    });
  }
  doc.addEventListener("click", (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>(TAB);
    if (tab) select(tab, false, true);
  });
  doc.addEventListener("keydown", (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>(TAB);
    const root = tab?.closest("[data-tabs]");
    if (!tab || !root || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = tabsOf(root);
    const index = tabs.indexOf(tab);
    const step = getComputedStyle(tab).direction === "rtl" ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: index + step,
      ArrowLeft: index - step,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (target) select(target, true, true);
  });
  window.addEventListener("hashchange", fromHash);
  // Once the page is parsed, and then for tabs the client router brings in (a page with the
  // framework navigating to one without: its HTML arrives without this script running).
  function start(): void {
    fromHash();
    let known = doc.querySelectorAll("[data-tabs-hash]").length;
    new MutationObserver(() => {
      const count = doc.querySelectorAll("[data-tabs-hash]").length;
      if (count !== known) fromHash();
      known = count;
    }).observe(doc.body, { childList: true, subtree: true });
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
}

export const tabsScript = `(${tabsBootstrap.toString()})()`;
