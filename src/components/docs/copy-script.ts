/**
 * What JavaScript adds to a code sample: its copy button (copy-button.tsx) copies the sample's
 * text. Runs inline in <head> with the theme and header scripts (src/app/document.tsx), so it
 * works on pages that ship no framework JavaScript, before hydration and after client-side
 * navigation alike. Serialised with Function.prototype.toString: it must be self-contained (no
 * imports, no closures); its text is the same on every page, which the CSP's hash of it needs.
 *
 * By event delegation on `document`, a click on `button[data-copy-code]` copies the text of the
 * `<pre>` of its `<figure>`, then sets the button's data-copy-state ("copied" or "failed": CSS
 * shows the matching label and icon) and the figure's `[data-copy-status]` live region to the
 * text in that region's data-copied or data-failed attribute. Both clear after `resetMs`, so the
 * next copy is announced again. The buttons are shown only while this script runs (CSS on
 * html[data-scripted], which document.tsx sets): with JavaScript off there is none.
 */
function copyBootstrap(resetMs: number): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>("button[data-copy-code]");
    const figure = button?.closest("figure");
    if (!button || !figure) return;
    const status = figure.querySelector<HTMLElement>("[data-copy-status]");
    const text = (figure.querySelector("pre")?.textContent ?? "").replace(/\n+$/, "");
    function settle(state: string): void {
      if (!button) return;
      button.dataset.copyState = state;
      if (status) status.textContent = status.getAttribute(`data-${state}`) ?? "";
      window.clearTimeout(Number(button.dataset.copyTimer));
      button.dataset.copyTimer = String(
        window.setTimeout(() => {
          delete button.dataset.copyState;
          if (status) status.textContent = "";
        }, resetMs),
      );
    }
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => settle("copied"),
        () => settle("failed"),
      );
  });
}

/** How long "Copied" stays before the button reads "Copy" again. */
const COPY_RESET_MS = 2000;

export const copyScript = `(${copyBootstrap.toString()})(${COPY_RESET_MS})`;
