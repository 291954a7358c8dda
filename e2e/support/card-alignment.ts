import type { Locator } from "@playwright/test";

/**
 * How the cards of a service card grid line up (sections/service-card-grid.tsx): for each card,
 * the top of its price line (the visible one; null without one), and how far its "learn more"
 * link starts from the card's text when it begins a line (0 is flush; null when it follows the
 * button on the button's line), measured from the inline start (the right in Arabic).
 */
export function cardAlignment(cards: Locator, linkName: string) {
  return cards.evaluateAll(
    (items, name) =>
      items.map((item) => {
        const rtl = getComputedStyle(item).direction === "rtl";
        const start = (rect: DOMRect) => (rtl ? -rect.right : rect.left);
        const text = item.querySelector("h3 + p")!.getBoundingClientRect();
        const price = [...item.querySelectorAll("p.text-lg")]
          .map((p) => p.getBoundingClientRect())
          .find((rect) => rect.height > 0);
        const anchors = [...item.querySelectorAll("a")];
        const own = anchors.find((a) => a.textContent?.includes(name))!;
        const link = own.getBoundingClientRect();
        const before = anchors.some((a) => {
          const rect = a.getBoundingClientRect();
          return a !== own && Math.abs(rect.top - link.top) < 1 && start(rect) < start(link);
        });
        return {
          price: price ? Math.round(price.top * 10) / 10 : null,
          inset: before ? null : Math.round((start(link) - start(text)) * 10) / 10,
        };
      }),
    linkName,
  );
}
