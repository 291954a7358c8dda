import type { Locale } from "@/config/locales";
import { formatPrice } from "@/content/plans";
import type { PlanOffer, PricingPlan } from "@/content/types";
import type { copy } from "@/lib/i18n/copy";
import { LIST_PHASES, offerMark, SALE_PHASES } from "@/lib/offer/offer-marks";

type AmountSize = "sm" | "md";

type PricingCopy = ReturnType<typeof copy<"ui">>["sectionCopy"]["pricing"];

/**
 * A plan card's price. Under a running offer: the sale price, the struck-through list price,
 * discount and savings, and beside them (hidden) the list price alone, which the server and the
 * inline script show instead once the offer has ended (src/lib/offer/offer-window.mjs).
 */
export function PlanPrice({
  plan,
  offer,
  locale,
  pricing,
  size = "md",
}: {
  plan: PricingPlan;
  offer: PlanOffer | undefined;
  locale: Locale;
  pricing: PricingCopy;
  /** "sm": the amount one step smaller (slim cards, table cells). */
  size?: AmountSize;
}) {
  if (!offer || plan.originalPrice === undefined) {
    return <Amount price={plan.price} plan={plan} locale={locale} pricing={pricing} size={size} />;
  }
  return (
    <>
      <div {...offerMark(offer.endsAt, SALE_PHASES)}>
        <Amount price={plan.price} plan={plan} locale={locale} pricing={pricing} size={size} />
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">
            <span className="sr-only">{pricing.wasPrefix}</span>
            <s>{formatPrice(plan.originalPrice, locale)}</s>
          </span>
          {plan.discount ? (
            <span className="rounded-full bg-success/10 px-2 py-0.5 font-semibold text-success">
              {pricing.discount(plan.discount)}
            </span>
          ) : null}
          {plan.savings ? <span className="font-medium">{plan.savings}</span> : null}
        </p>
      </div>
      <div {...offerMark(offer.endsAt, LIST_PHASES)}>
        <Amount
          price={plan.originalPrice}
          plan={plan}
          locale={locale}
          pricing={pricing}
          size={size}
        />
      </div>
    </>
  );
}

function Amount({
  price,
  plan,
  locale,
  pricing,
  size,
}: {
  price: number | null;
  plan: PricingPlan;
  locale: Locale;
  pricing: PricingCopy;
  size: AmountSize;
}) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={
          size === "sm" ? "text-3xl font-bold tracking-tight" : "text-4xl font-bold tracking-tight"
        }
      >
        {formatPrice(price, locale)}
      </span>
      <span className="text-sm text-muted-foreground">
        {price === null
          ? pricing.onRequest
          : plan.period === "month"
            ? pricing.perMonth
            : pricing.oneTime}
      </span>
    </p>
  );
}
