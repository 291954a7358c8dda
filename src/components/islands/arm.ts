// What the islands' entry does after the first paint: no React yet. Each island is armed, and
// hydrated (React and its chunk imported, both modulepreloaded) only when it matters: on the first
// interaction with it, or once it is in view and the browser is idle. A click or a submit that
// comes before the island has hydrated is held (its default action prevented) and replayed once it
// has, so it acts exactly once: by the island, or natively if the island's code fails to load.
import { ISLAND_ATTRIBUTE, ISLAND_STATE_ATTRIBUTE } from "@/config/islands.mjs";

import { syncTypedValues } from "./typed-values";

/** Hydrates one island's element; resolves once it has. */
export type HydrateIsland = (element: Element) => Promise<void>;

/** Events that start an island's hydration: the visitor is about to use it. */
const TRIGGERS = ["pointerdown", "pointerover", "focusin", "keydown", "touchstart"] as const;
/** Events whose action waits for the island: held, then replayed (see hold). */
const HELD = ["click", "submit"] as const;
/** How long an island in view waits for the browser to be idle at most (ms). */
const IDLE_TIMEOUT = 2_000;

type IslandState = "armed" | "loading" | "hydrated" | "failed";

function setState(element: Element, state: IslandState) {
  element.setAttribute(ISLAND_STATE_ATTRIBUTE, state);
}

/** A click a script may take over: the primary button, no modifier (which opens a tab or window). */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Dispatches again, on the same element, an event that was held. */
function replay(event: Event) {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  if (event.type === "submit") {
    const form = target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    form.requestSubmit(submitter?.isConnected ? submitter : null);
    return;
  }
  // A click's default action (following a link, pressing a button, checking a box) is taken by
  // a dispatched click as by the visitor's.
  target.dispatchEvent(
    new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, detail: 1 }),
  );
}

function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT });
  } else {
    setTimeout(callback, 200);
  }
}

/**
 * The elements whose boxes show whether an island is in view: the island's element has none of
 * its own (`display: contents`), so its children, or it when it has no child element.
 */
function boxesOf(element: Element): Element[] {
  const children = Array.from(element.children);
  return children.length > 0 ? children : [element];
}

/** Arms one island; `start` is also returned, for the entry to call on its own terms. */
function armIsland(element: Element, hydrate: HydrateIsland, observer?: IntersectionObserver) {
  const held: Event[] = [];
  let started: Promise<void> | undefined;

  function hold(event: Event) {
    if (event instanceof MouseEvent && !isPlainClick(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
    void start();
  }

  function onTrigger() {
    void start();
  }

  function start(): Promise<void> {
    if (started) return started;
    for (const type of TRIGGERS) element.removeEventListener(type, onTrigger, true);
    for (const box of boxesOf(element)) observer?.unobserve(box);
    setState(element, "loading");
    const release = (state: IslandState) => {
      for (const type of HELD) element.removeEventListener(type, hold, true);
      // What was typed before React ran reaches its state, before a held submit reads it.
      if (state === "hydrated") syncTypedValues(element);
      setState(element, state);
      for (const event of held.splice(0)) replay(event);
    };
    started = hydrate(element).then(
      () => release("hydrated"),
      (error: unknown) => {
        // The island's HTML works without it: a held click or submit does what it does natively.
        release("failed");
        console.error(error);
      },
    );
    return started;
  }

  setState(element, "armed");
  for (const type of HELD) element.addEventListener(type, hold, true);
  for (const type of TRIGGERS) {
    element.addEventListener(type, onTrigger, { capture: true, passive: true });
  }
  for (const box of boxesOf(element)) observer?.observe(box);
  return start;
}

/**
 * Arms every island of the document and marks the page (html[data-hydrated], which the browser
 * tests wait for): from then on each island's controls work, its first interaction being
 * replayed once it has hydrated. Returns each island's start, in document order.
 */
export function armIslands(hydrate: HydrateIsland, root: ParentNode = document) {
  const elements = Array.from(root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`));
  const starts = new Map<Element, () => Promise<void>>();
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const island = entry.target.closest(`[${ISLAND_ATTRIBUTE}]`);
            const start = island && starts.get(island);
            if (start) whenIdle(() => void start());
          }
        })
      : undefined;
  for (const element of elements) starts.set(element, armIsland(element, hydrate, observer));
  // Without an observer, every island hydrates when the browser is idle.
  if (!observer) for (const start of starts.values()) whenIdle(() => void start());
  document.documentElement.dataset.hydrated = "";
  return [...starts.values()];
}
