/**
 * What JavaScript adds to the client portal's sign-in form (`form[data-portal-sign-in]`, see
 * sign-in-form.tsx): runs inline in <head> with the site's other inline scripts
 * (src/app/document.tsx), by event delegation on `document`, so it works on a page that ships no
 * framework JavaScript. Serialised with Function.prototype.toString: it must be self-contained
 * (no imports, no closures); its text is the same on every page, which the CSP's hash of it
 * needs.
 *
 * - A submit (the browser has checked the required fields) sends nothing: the password is
 *   cleared and hidden again, and the notice is shown in the form's status region
 *   (`data-shown`), moved back into it so the change is announced.
 * - `button[data-password-toggle]` shows and hides the password of its `aria-controls`, its
 *   `aria-pressed` and label (data-show, data-hide) following.
 */
function signInBootstrap(): void {
  const doc = document;
  function setVisible(toggle: HTMLElement, visible: boolean): void {
    const input = doc.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (input instanceof HTMLInputElement) input.type = visible ? "text" : "password";
    toggle.setAttribute("aria-pressed", String(visible));
    toggle.setAttribute("aria-label", (visible ? toggle.dataset.hide : toggle.dataset.show) ?? "");
  }
  doc.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches?.("form[data-portal-sign-in]")) return;
    event.preventDefault();
    const toggle = form.querySelector<HTMLElement>("button[data-password-toggle]");
    if (toggle) setVisible(toggle, false);
    form.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => {
      input.value = "";
    });
    const status = form.querySelector<HTMLElement>('[role="status"]');
    const notice = status?.firstElementChild;
    if (!status || !notice) return;
    status.dataset.shown = "";
    status.append(notice);
  });
  doc.addEventListener("click", (event) => {
    const toggle = (event.target as Element).closest?.<HTMLElement>("button[data-password-toggle]");
    if (toggle) setVisible(toggle, toggle.getAttribute("aria-pressed") !== "true");
  });
}

export const signInScript = `(${signInBootstrap.toString()})()`;
