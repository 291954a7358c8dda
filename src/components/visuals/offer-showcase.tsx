import { scroller } from "@/components/ui/scroller";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

import { ProductVisual } from "./product-visual";

/**
 * The home page's and the AI landing's picture of the offer: the small versions of the four
 * product visuals, two by two from the sm breakpoint. Each is its own captioned figure. On
 * phones the four are a row that scrolls sideways (stacked, they would push the page's content
 * ~1,500 px down); each service page shows its own visual in full.
 */
export function OfferShowcase() {
  const { offerShowcase } = copy("visuals");
  const row = scroller(offerShowcase.label, "sm");
  return (
    <ul
      {...row.list}
      className={cn(
        "mx-auto grid max-w-5xl gap-x-6 gap-y-8 text-start sm:grid-cols-2",
        row.list.className,
      )}
    >
      {offerShowcase.order.map((kind) => (
        <li key={kind} className={cn(row.item, "max-sm:w-[min(86vw,24rem)]")}>
          <ProductVisual kind={kind} compact />
        </li>
      ))}
    </ul>
  );
}
