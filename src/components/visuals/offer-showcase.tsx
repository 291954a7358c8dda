import { copy } from "@/lib/i18n/copy";

import { ProductVisual } from "./product-visual";

/**
 * The home page's and the AI landing's picture of the offer: the small versions of the four
 * product visuals, two by two from the sm breakpoint. Each is its own captioned figure. On
 * phones only the first two show (four stacked would push the page's content ~1,500 px down);
 * each service page shows its own visual in full.
 */
export function OfferShowcase() {
  const { offerShowcase } = copy("visuals");
  return (
    <div
      role="group"
      aria-label={offerShowcase.label}
      className="mx-auto grid max-w-5xl gap-x-6 gap-y-8 text-start sm:grid-cols-2"
    >
      {offerShowcase.order.map((kind, index) => (
        <div key={kind} className={index >= 2 ? "hidden sm:block" : undefined}>
          <ProductVisual kind={kind} compact />
        </div>
      ))}
    </div>
  );
}
