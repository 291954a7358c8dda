import { OfferScript } from "@/components/ai/offer-script";
import { JsonLd } from "@/components/json-ld";
import { BidiText } from "@/components/ui/bidi-text";
import { buttonClasses } from "@/components/ui/button";
import { CheckItem } from "@/components/ui/check-item";
import { Link } from "@/components/ui/link";
import { OfferEnd } from "@/components/ui/offer-end";
import { scroller } from "@/components/ui/scroller";
import { planBadge, planContactHref, planGroup } from "@/content/plans";
import type { PlanGroup } from "@/content/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";
import { LIST_PHASES, offerMark, SALE_PHASES } from "@/lib/offer/offer-marks";
import { planGroupJsonLd } from "@/lib/structured-data-plans";

import { PlanPrice } from "./plan-price";

/**
 * The plans of one group as cards: price, was-price and discount, features, button to /contact.
 * The group comes in the page's language (content/plans.ts or its Arabic mirror). A group with
 * an offer shows its sale prices until the offer's end (stated above the cards unless
 * `offerNote` is false, where a banner states it) and its list prices after it; its JSON-LD
 * comes in both versions, of which the server keeps the one true at the request's time.
 * Alone on its page, a group says which product it prices and links its neighbour (`about`);
 * `beside` other groups (/pricing), its recommended plan says "Most Popular" only if it is the
 * group flagged so (planBadge).
 */
export function PricingTable({
  group,
  headingLevel = 3,
  offerNote = true,
  beside = false,
  slim = false,
}: {
  group: PlanGroup;
  headingLevel?: 2 | 3;
  offerNote?: boolean;
  beside?: boolean;
  /** Narrower cards with tighter type, for a row beside its section's heading (/pricing). */
  slim?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = getLocale();
  const pricing = copy("ui").sectionCopy.pricing;
  // Below lg the plans are a row that scrolls sideways (the recommended plan's badge sits above
  // its card, inside the row's top padding).
  const row = scroller(group.title, "lg");
  return (
    <>
      {group.about && !beside ? (
        <p className="mx-auto mb-8 max-w-2xl text-center text-pretty text-muted-foreground">
          <BidiText text={group.about.text} />{" "}
          <Link
            href={planGroup(group.about.other).servicePath}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {group.about.linkLabel}
          </Link>
        </p>
      ) : null}
      <PlanGroupMeta group={group} offerNote={offerNote} />
      <ul
        {...row.list}
        className={cn("grid items-stretch gap-6 lg:grid-cols-3 lg:gap-y-0", row.list.className)}
      >
        {group.plans.map((plan) => {
          const badge = planBadge(group, plan, beside);
          return (
            <li
              key={plan.id}
              className={cn(
                // On wide screens the cards share their rows (subgrid): names, prices, features and
                // buttons line up across the group however a description wraps.
                "relative flex flex-col rounded-2xl border bg-card p-5 lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-0",
                slim ? "sm:p-6" : "shadow-sm sm:p-8",
                row.item,
                plan.popular
                  ? cn("border-primary ring-1 ring-primary", !slim && "shadow-lg")
                  : "border-border",
              )}
            >
              {badge ? (
                <p
                  data-plan-badge={badge}
                  className="absolute inset-x-0 -top-3 mx-auto w-fit rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground"
                >
                  {badge === "popular" ? pricing.popular : group.pickLabel}
                </p>
              ) : null}
              <div>
                <Heading className="text-lg font-semibold">{plan.name}</Heading>
                <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
              </div>
              <div className="mt-5 sm:mt-6">
                <PlanPrice
                  plan={plan}
                  offer={group.offer}
                  locale={locale}
                  pricing={pricing}
                  size={slim ? "sm" : "md"}
                />
                {group.unit ? (
                  <p className="mt-1 text-sm font-medium text-muted-foreground">{group.unit}</p>
                ) : null}
              </div>
              <ul
                className={cn(
                  "mt-5 mb-6 text-sm",
                  slim ? "space-y-2" : "space-y-2.5 sm:mt-6 sm:mb-8 sm:space-y-3",
                )}
              >
                {plan.features.map((feature) => (
                  <CheckItem key={feature} text={feature} />
                ))}
              </ul>
              <Link
                href={planContactHref(group, plan)}
                className={buttonClasses({
                  variant: plan.popular ? "primary" : "secondary",
                  size: slim ? "sm" : "md",
                  className: "mt-auto w-full",
                })}
              >
                {plan.buttonText}
                <span className="sr-only">{pricing.withPlan(plan.name)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * What every view of a group's plans carries besides them: the offer's end (unless a banner
 * states it) and the group's JSON-LD, in its sale and list versions under an offer.
 */
export function PlanGroupMeta({ group, offerNote }: { group: PlanGroup; offerNote: boolean }) {
  const locale = getLocale();
  const pricing = copy("ui").sectionCopy.pricing;
  const offer = group.offer;
  return (
    <>
      {offer && offerNote ? (
        <p
          {...offerMark(offer.endsAt, SALE_PHASES)}
          className="mb-8 text-center text-sm text-muted-foreground"
        >
          {pricing.offerUntil}{" "}
          <OfferEnd offer={offer} locale={locale} className="font-semibold text-foreground" />
        </p>
      ) : null}
      {offer ? (
        <>
          <JsonLd
            data={planGroupJsonLd(group, locale, "sale")}
            mark={offerMark(offer.endsAt, SALE_PHASES)}
          />
          <JsonLd
            data={planGroupJsonLd(group, locale, "list")}
            mark={offerMark(offer.endsAt, LIST_PHASES)}
          />
          <OfferScript />
        </>
      ) : (
        <JsonLd data={planGroupJsonLd(group, locale)} />
      )}
    </>
  );
}
