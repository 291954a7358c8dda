import { offerShowcase } from "@/content/visuals";

import { ProductVisual } from "./product-visual";

/**
 * The home page's and the AI landing's picture of the offer: the small versions of the four
 * product visuals, two by two from the sm breakpoint. Each is its own captioned figure.
 */
export function OfferShowcase() {
  return (
    <div
      role="group"
      aria-label={offerShowcase.label}
      className="mx-auto grid max-w-5xl gap-x-6 gap-y-8 text-left sm:grid-cols-2"
    >
      {offerShowcase.order.map((kind) => (
        <ProductVisual key={kind} kind={kind} compact />
      ))}
    </div>
  );
}
