/**
 * What JavaScript adds to a carousel rendered as HTML (`section[data-carousel]`, see
 * testimonial-carousel.tsx): runs inline in <head> with the site's other inline scripts
 * (src/app/document.tsx) and sets each carousel up once the page is parsed, so it works on pages
 * that ship no framework JavaScript. Serialised with Function.prototype.toString: it must be
 * self-contained (no imports, no closures); its text is the same on every page, which the CSP's
 * hash of it needs.
 *
 * Setting up: the WAI-ARIA carousel pattern's roles and labels (the section's
 * aria-roledescription, each slide a labelled group), the slides other than the current one
 * hidden (aria-hidden and inert; CSS hides them by data-current), then `data-ready` on the
 * section, which shows the controls. Rotation every `data-interval` ms while playing, and not
 * while the carousel is hovered or holds keyboard focus; playing unless the visitor prefers
 * reduced motion, until they press pause or play. The slides' region is aria-live "off" while it
 * rotates and "polite" while it holds still, so a change the visitor makes is announced.
 * It turns only while it can be seen: in the viewport (an IntersectionObserver; where there is
 * none, always) and in a visible tab, each return starting a full interval on the slide the
 * visitor left. Out of view it sets no timer and changes nothing, so a page whose carousel is
 * below the fold goes quiet once loaded (what Lighthouse waits for).
 */
function carouselBootstrap(): void {
  const doc = document;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  function setUp(root: HTMLElement): void {
    const slides = Array.from(root.querySelectorAll<HTMLElement>("[data-slide]"));
    const live = root.querySelector<HTMLElement>("[data-carousel-slides]");
    const toggle = root.querySelector<HTMLElement>("[data-carousel-toggle]");
    const toggleText = root.querySelector<HTMLElement>("[data-carousel-toggle-text]");
    const dots = Array.from(root.querySelectorAll<HTMLElement>("[data-carousel-go]"));
    const interval = Number(root.dataset.interval) || 5000;
    let index = 0;
    let chosen: boolean | null = null;
    let hovered = false;
    let focused = false;
    // Until the observer first reports, as if out of view: no rotation before it is seen.
    let inView = !("IntersectionObserver" in window);
    let timer = 0;
    function playing(): boolean {
      return chosen ?? !reduced.matches;
    }
    function render(): void {
      slides.forEach((slide, i) => {
        const current = i === index;
        slide.dataset.current = String(current);
        slide.setAttribute("aria-hidden", String(!current));
        slide.inert = !current;
      });
      dots.forEach((dot, i) => {
        if (i === index) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
      const rotating = playing() && !hovered && !focused && slides.length > 1;
      live?.setAttribute("aria-live", rotating ? "off" : "polite");
      const seen = inView && doc.visibilityState !== "hidden";
      if (toggle) toggle.dataset.playing = String(playing());
      if (toggleText)
        toggleText.textContent = (playing() ? toggle?.dataset.pause : toggle?.dataset.play) ?? "";
      window.clearTimeout(timer);
      if (rotating && seen) timer = window.setTimeout(() => go(index + 1), interval);
    }
    function go(next: number): void {
      index = (next + slides.length) % slides.length;
      render();
    }
    root.setAttribute("aria-roledescription", root.dataset.roledescription ?? "carousel");
    slides.forEach((slide) => {
      slide.setAttribute("role", "group");
      slide.setAttribute("aria-roledescription", slide.dataset.roledescription ?? "slide");
      slide.setAttribute("aria-label", slide.dataset.label ?? "");
    });
    root.addEventListener("mouseenter", () => {
      hovered = true;
      render();
    });
    root.addEventListener("mouseleave", () => {
      hovered = false;
      render();
    });
    root.addEventListener("focusin", (event) => {
      // Keyboard focus pauses; a mouse click on a control does not hold the carousel.
      if ((event.target as Element).matches(":focus-visible")) {
        focused = true;
        render();
      }
    });
    root.addEventListener("focusout", (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) {
        focused = false;
        render();
      }
    });
    root.addEventListener("click", (event) => {
      const button = (event.target as Element).closest?.<HTMLElement>("button");
      if (!button || !root.contains(button)) return;
      if (button.hasAttribute("data-carousel-toggle")) {
        chosen = !playing();
        render();
      } else if (button.dataset.carouselStep) go(index + Number(button.dataset.carouselStep));
      else if (button.dataset.carouselGo) go(Number(button.dataset.carouselGo));
    });
    reduced.addEventListener("change", render);
    doc.addEventListener("visibilitychange", render);
    if (!inView) {
      new IntersectionObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (!entry || entry.isIntersecting === inView) return;
        inView = entry.isIntersecting;
        render();
      }).observe(root);
    }
    render();
    root.dataset.ready = "";
  }
  function setUpAll(): void {
    doc.querySelectorAll<HTMLElement>("section[data-carousel]:not([data-ready])").forEach(setUp);
  }
  // Once the page is parsed, and then for a carousel the client router brings in (a page with
  // the framework navigating to one without: its HTML arrives without this script running).
  function start(): void {
    setUpAll();
    new MutationObserver(setUpAll).observe(doc.body, { childList: true, subtree: true });
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
}

export const carouselScript = `(${carouselBootstrap.toString()})()`;
