import { localeInfo, type Locale } from "@/config/locales";
import type { PlanOffer } from "@/content/types";
import { formatZonedDateTime } from "@/lib/format-date";

/**
 * An offer's end as a date and time in the offer's zone. `data-offer-date` (the Intl locale and
 * the zone) lets the server write it again when OFFER_ENDS_AT moves the end.
 */
export function OfferEnd({
  offer,
  locale,
  className,
}: {
  offer: PlanOffer;
  locale: Locale;
  className?: string;
}) {
  return (
    <time
      dateTime={offer.endsAt}
      data-offer-date={`${localeInfo[locale].intl} ${offer.timeZone}`}
      className={className}
    >
      {formatZonedDateTime(offer.endsAt, locale, offer.timeZone)}
    </time>
  );
}
