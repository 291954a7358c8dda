import { Icon } from "@/components/ui/icon";
import { OfferEnd } from "@/components/ui/offer-end";
import type { Locale } from "@/config/locales";
import type { FlashSale } from "@/content/ai/shared";
import type { PlanOffer } from "@/content/types";
import { offerMark, SALE_PHASES } from "@/lib/offer/offer-marks";

/**
 * The flash-sale announcement above a group's plans, shown while its offer runs (the server and
 * the inline script hide it after the end: src/lib/offer/offer-window.mjs). It states the end as
 * a date, or "less than 24 hours" in the last day, and where JavaScript runs a live countdown
 * (src/components/ai/offer-script.tsx fills and shows it).
 */
export function FlashSaleBanner({
  sale,
  offer,
  locale,
}: {
  sale: FlashSale;
  offer: PlanOffer;
  locale: Locale;
}) {
  return (
    <div
      {...offerMark(offer.endsAt, SALE_PHASES)}
      className="mb-12 flex flex-col items-center gap-6 rounded-2xl border border-primary/40 bg-card p-6 shadow-sm sm:flex-row sm:justify-between sm:p-8"
    >
      <div className="text-center sm:text-start">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-xs font-semibold tracking-wide text-primary-foreground uppercase rtl:tracking-normal">
          <Icon name="zap" className="size-3.5" />
          {sale.badge}
        </p>
        <h3 className="mt-3 text-2xl font-bold tracking-tight">{sale.title}</h3>
        <p className="mt-1 text-muted-foreground">{sale.description}</p>
      </div>
      <div className="flex shrink-0 flex-col items-center gap-1 rounded-xl border border-border bg-muted px-6 py-4 text-center">
        <p className="text-sm text-muted-foreground">
          {sale.endsLabel}{" "}
          <span
            {...offerMark(offer.endsAt, ["running"])}
            className="block font-semibold text-foreground"
          >
            <OfferEnd offer={offer} locale={locale} />
          </span>
          <span
            {...offerMark(offer.endsAt, ["last-day"])}
            className="block font-semibold text-foreground"
          >
            {sale.lastDay}
          </span>
        </p>
        <p
          hidden
          role="timer"
          aria-label={sale.countdownLabel}
          data-offer-countdown=""
          data-offer-ends={offer.endsAt}
          data-days={JSON.stringify(sale.days)}
          className="inline-flex items-center gap-2 text-2xl font-bold tabular-nums"
        >
          <Icon name="clock" className="size-5" />
          <span data-offer-days="" />
          <span data-offer-left="" dir="ltr" />
        </p>
      </div>
    </div>
  );
}
