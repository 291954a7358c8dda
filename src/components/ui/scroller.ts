/**
 * A row of cards that scrolls sideways on narrow screens and is its list's grid from a breakpoint
 * up, in CSS alone (no JavaScript). Below the breakpoint the list becomes the scroller: it bleeds
 * to the screen's edges, snaps each card to the start (the right in Arabic, where the row also
 * starts), and its cards are narrower than the screen so the next one peeks in, showing that the
 * row scrolls. The list takes a name and a place in the tab order, so a keyboard can reach and
 * scroll it (axe's scrollable-region-focusable); its focus ring is drawn inside it. It is
 * positioned, so that what its cards place absolutely (the screen-reader-only texts among them)
 * is clipped with them rather than widening the page.
 *
 * `until`: the breakpoint at which the list's own grid takes over (its first multi-column one).
 */
export type ScrollUntil = "sm" | "md" | "lg";

const listClasses: Record<ScrollUntil, string> = {
  sm: "max-sm:-mx-4 max-sm:overflow-x-auto max-sm:overscroll-x-contain max-sm:scroll-px-4 max-sm:px-4 max-sm:pt-1 max-sm:pb-4 max-sm:snap-x max-sm:snap-mandatory",
  md: "max-sm:-mx-4 max-sm:scroll-px-4 max-sm:px-4 sm:max-md:-mx-6 sm:max-md:scroll-px-6 sm:max-md:px-6 max-md:overflow-x-auto max-md:overscroll-x-contain max-md:pt-1 max-md:pb-4 max-md:snap-x max-md:snap-mandatory",
  lg: "max-sm:-mx-4 max-sm:scroll-px-4 max-sm:px-4 sm:max-lg:-mx-6 sm:max-lg:scroll-px-6 sm:max-lg:px-6 max-lg:overflow-x-auto max-lg:overscroll-x-contain max-lg:pt-4 max-lg:pb-4 max-lg:snap-x max-lg:snap-mandatory",
};

const cardRowClasses: Record<ScrollUntil, string> = {
  sm: "max-sm:flex max-sm:gap-4",
  md: "max-md:flex max-md:gap-4",
  lg: "max-lg:flex max-lg:gap-4",
};

const cardClasses: Record<ScrollUntil, string> = {
  sm: "max-sm:w-[min(80vw,21rem)] max-sm:shrink-0 max-sm:snap-start",
  md: "max-md:w-[min(80vw,21rem)] max-md:shrink-0 max-md:snap-start",
  lg: "max-lg:w-[min(80vw,21rem)] max-lg:shrink-0 max-lg:snap-start",
};

/** The props of the scrolling list (spread on it) and the class of each of its items. */
export function scroller(label: string, until: ScrollUntil = "md") {
  return {
    list: {
      "aria-label": label,
      tabIndex: 0,
      "data-scroller": until,
      className: `relative ${listClasses[until]} ${cardRowClasses[until]} focus-visible:outline-offset-[-2px]`,
    },
    item: cardClasses[until],
  };
}

const chipRowClasses: Record<ScrollUntil, string> = {
  sm: "max-sm:flex-nowrap",
  md: "max-md:flex-nowrap",
  lg: "max-lg:flex-nowrap",
};

const chipClasses: Record<ScrollUntil, string> = {
  sm: "max-sm:shrink-0 max-sm:snap-start",
  md: "max-md:shrink-0 max-md:snap-start",
  lg: "max-lg:shrink-0 max-lg:snap-start",
};

/**
 * The same row for chips: a list that is a wrapping flex row with its own gap (`flex flex-wrap
 * gap-2`) stops wrapping below the breakpoint and scrolls, each chip at its own width. Chips are
 * links or buttons: Tab reaches each one and the browser scrolls it into view, so the list needs
 * no tab stop nor name of its own (its landmark names it).
 */
export function chipScroller(until: ScrollUntil = "sm") {
  return {
    list: {
      "data-scroller": until,
      className: `relative ${listClasses[until]} ${chipRowClasses[until]}`,
    },
    item: chipClasses[until],
  };
}

/**
 * The props of the box around a table wider than a phone: the table keeps its columns and the
 * box scrolls sideways, bleeding to the screen's edges below `sm`. Like the card rows, it takes a
 * name and a place in the tab order so that a keyboard can scroll it: set it on a `<section>`, so
 * that the focusable box is a named region (axe wants a role for it, html-validate the element).
 */
export function tableScroller(label: string) {
  return {
    "aria-label": label,
    tabIndex: 0,
    "data-scroller": "table",
    className:
      "relative overflow-x-auto overscroll-x-contain max-sm:-mx-4 max-sm:px-4 max-sm:pb-2 focus-visible:outline-offset-[-2px]",
  };
}
