import { LAST_DAY_MS } from "@/lib/offer/offer-window.mjs";

/**
 * What JavaScript adds to a limited-time offer (src/lib/offer/offer-window.mjs): an inline
 * script that only the pages showing an offer carry (<OfferScript>, rendered by the parts that
 * show one; marked data-site-script, so static pages keep it; the CSP allows it by its hash like
 * the head script; the build keeps one copy on a page: scripts/lib/static-pages.mjs), run once
 * per page whatever the number of copies, once the page is parsed:
 * - each part marked `data-offer="<phases>"` is shown in those phases of the offer ending at its
 *   `data-offer-ends` and hidden otherwise ("running": more than 24 hours left, "last-day",
 *   "ended"), as the server did when it served the page, now by the visitor's clock, each second,
 *   so the sale goes and the list prices come while the page is open;
 * - each `[data-offer-countdown]` shows the time left, the days in its `[data-offer-days]`
 *   ("12 days", in the page's direction; `data-days`: the words by plural category, "#" the
 *   number; hidden under a day) and the rest in its `[data-offer-left]` ("04:05:06", left to
 *   right), and is hidden once the offer has ended;
 * - the timer stops when every offer on the page has ended.
 * Each second costs next to nothing: an attribute or a text is written only when it changes, a
 * countdown's text in place (its text node's data, not a new node, so the other inline scripts'
 * MutationObservers of the body's children are not woken), and a countdown out of view (an
 * IntersectionObserver) or in a hidden tab is not rewritten until it can be seen again.
 * Serialised with Function.prototype.toString: self-contained (no imports, no closures), the same
 * text on every page (the CSP's hash of it). `lastDay`: LAST_DAY_MS of offer-window.mjs.
 */
function offerBootstrap(lastDay: number): void {
  const doc = document;
  function pad(value: number): string {
    return String(value).padStart(2, "0");
  }
  function left(element: HTMLElement, now: number): number {
    return Date.parse(element.dataset.offerEnds ?? "") - now;
  }
  function show(element: HTMLElement, shown: boolean): void {
    if (element.hidden === shown) element.hidden = !shown;
  }
  function write(element: Element, text: string): void {
    const node = element.firstChild;
    if (node && node.nodeType === 3 && !node.nextSibling) {
      if ((node as Text).data !== text) (node as Text).data = text;
    } else element.textContent = text;
  }
  const away = new WeakSet<Element>();
  const watched = new WeakSet<Element>();
  const watcher =
    "IntersectionObserver" in window
      ? new IntersectionObserver((entries) => {
          let back = false;
          entries.forEach((entry) => {
            if (entry.isIntersecting) {
              back = back || away.has(entry.target);
              away.delete(entry.target);
            } else away.add(entry.target);
          });
          if (back) tick();
        })
      : null;
  function tick(): boolean {
    const now = Date.now();
    let running = false;
    doc.querySelectorAll<HTMLElement>("[data-offer]").forEach((part) => {
      if (part.tagName === "SCRIPT") return;
      const time = left(part, now);
      const phase = !(time > 0) ? "ended" : time < lastDay ? "last-day" : "running";
      show(part, (part.dataset.offer ?? "").split(" ").includes(phase));
      if (phase !== "ended") running = true;
    });
    doc.querySelectorAll<HTMLElement>("[data-offer-countdown]").forEach((countdown) => {
      const time = left(countdown, now);
      show(countdown, time > 0);
      const text = countdown.querySelector("[data-offer-left]");
      const dayPart = countdown.querySelector<HTMLElement>("[data-offer-days]");
      if (!(time > 0) || !text) return;
      running = true;
      if (watcher && !watched.has(countdown)) {
        watched.add(countdown);
        watcher.observe(countdown);
      }
      if (away.has(countdown) || doc.visibilityState === "hidden") return;
      const seconds = Math.floor(time / 1000);
      const days = Math.floor(seconds / 86400);
      const words = JSON.parse(countdown.dataset.days ?? "{}") as Record<string, string>;
      const category = new Intl.PluralRules(doc.documentElement.lang).select(days);
      const dayText = (words[category] ?? words.other ?? "#").replace("#", String(days));
      const clock = `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
      write(text, clock);
      if (dayPart) {
        write(dayPart, days > 0 ? dayText : "");
        show(dayPart, days > 0);
      }
    });
    return running;
  }
  if (doc.documentElement.hasAttribute("data-offer-clock")) return;
  doc.documentElement.setAttribute("data-offer-clock", "");
  doc.addEventListener("DOMContentLoaded", () => {
    if (!doc.querySelector("[data-offer],[data-offer-countdown]") || !tick()) return;
    const timer = window.setInterval(() => {
      if (!tick()) window.clearInterval(timer);
    }, 1000);
    doc.addEventListener("visibilitychange", () => tick());
  });
}

const offerScript = `(${offerBootstrap.toString()})(${LAST_DAY_MS})`;

/** The offer's script, where a part of the page shows an offer (run once per page). */
export function OfferScript() {
  return <script data-site-script="" dangerouslySetInnerHTML={{ __html: offerScript }} />;
}
