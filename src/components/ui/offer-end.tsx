import { localeInfo, type Locale } from "@/config/locales";
import type { PlanOffer } from "@/content/types";
import { formatZonedDateTime } from "@/lib/format-date";

/**
 * An offer's end as a date and time in the offer's zone, with the zone's name. Its data
 * attributes (Intl locale, zone, zone name) let the server write it again when OFFER_ENDS_AT
 * moves the end.
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
      data-offer-date={localeInfo[locale].intl}
      data-offer-zone={offer.timeZone}
      data-offer-zone-name={offer.zoneName}
      className={className}
    >
      {formatZonedDateTime(offer.endsAt, locale, offer.timeZone, offer.zoneName)}
    </time>
  );
}
