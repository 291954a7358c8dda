import { JsonLd } from "@/components/json-ld";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { formatPrice, planContactHref } from "@/content/plans";
import type { PlanGroup } from "@/content/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";
import { planGroupJsonLd } from "@/lib/structured-data-plans";

/**
 * The plans of one group as cards: price, was-price and discount, features, button to /contact.
 * The group comes in the page's language (content/plans.ts or its Arabic mirror).
 */
export function PricingTable({
  group,
  headingLevel = 3,
}: {
  group: PlanGroup;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = getLocale();
  const pricing = copy("ui").sectionCopy.pricing;
  return (
    <ul className="grid items-stretch gap-6 lg:grid-cols-3 lg:gap-y-0">
      <JsonLd data={planGroupJsonLd(group, locale)} />
      {group.plans.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            // On wide screens the cards share their rows (subgrid): names, prices, features and
            // buttons line up across the group however a description wraps.
            "relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-0",
            plan.popular ? "border-primary shadow-lg ring-1 ring-primary" : "border-border",
          )}
        >
          {plan.popular ? (
            <p className="absolute inset-x-0 -top-3 mx-auto w-fit rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
              {pricing.popular}
            </p>
          ) : null}
          <div>
            <Heading className="text-lg font-semibold">{plan.name}</Heading>
            <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
          </div>
          <div className="mt-6">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-4xl font-bold tracking-tight">
                {formatPrice(plan.price, locale)}
              </span>
              <span className="text-sm text-muted-foreground">
                {plan.price === null
                  ? pricing.onRequest
                  : plan.period === "month"
                    ? pricing.perMonth
                    : pricing.oneTime}
              </span>
            </p>
            {plan.originalPrice ? (
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
            ) : null}
          </div>
          <ul className="mt-6 mb-8 space-y-3 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <Link
            href={planContactHref(group, plan)}
            className={buttonClasses({
              variant: plan.popular ? "primary" : "secondary",
              className: "mt-auto w-full",
            })}
          >
            {plan.buttonText}
            <span className="sr-only">{pricing.withPlan(plan.name)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
