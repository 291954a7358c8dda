import { buttonClasses } from "@/components/ui/button";
import { CheckItem } from "@/components/ui/check-item";
import { Link } from "@/components/ui/link";
import { tableScroller } from "@/components/ui/scroller";
import { planBadge, planContactHref } from "@/content/plans";
import type { PlanGroup } from "@/content/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";
import { getLocale } from "@/lib/i18n/request";

import { PlanPrice } from "./plan-price";
import { PlanGroupMeta } from "./pricing-table";

/**
 * The plans of one group as a comparison table (/pricing): a row per plan, its name and whom it
 * is for as the row's header, then its price with its button to /contact, and what it includes. On
 * phones the table keeps its columns and scrolls sideways. Shown beside other groups, so its
 * recommended plan says "Most Popular" only if the group is the one flagged so (planBadge).
 */
export function PlanComparisonTable({ group }: { group: PlanGroup }) {
  const locale = getLocale();
  const pricing = copy("ui").sectionCopy.pricing;
  const { comparisonLabels } = copy("pricing-page");
  const caption = comparisonLabels.caption(group);
  return (
    <>
      <PlanGroupMeta group={group} offerNote />
      <section {...tableScroller(caption)}>
        <table className="w-full min-w-[46rem] border-separate border-spacing-0 overflow-hidden rounded-2xl border border-border bg-card text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/40 text-muted-foreground">
            <tr>
              <th scope="col" className="w-[28%] px-4 py-3 text-start font-semibold sm:px-6">
                {comparisonLabels.plan}
              </th>
              <th scope="col" className="w-[22%] px-4 py-3 text-start font-semibold">
                {comparisonLabels.price}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold sm:pe-6">
                {comparisonLabels.included}
              </th>
            </tr>
          </thead>
          <tbody>
            {group.plans.map((plan) => {
              const badge = planBadge(group, plan, true);
              const cell = "border-t border-border px-4 py-4 align-top sm:py-5";
              return (
                <tr key={plan.id} className={cn(plan.popular && "bg-accent-soft/60")}>
                  <th scope="row" className={cn(cell, "text-start font-normal sm:px-6")}>
                    {badge ? (
                      <p
                        data-plan-badge={badge}
                        className="mb-2 w-fit rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground"
                      >
                        {badge === "popular" ? pricing.popular : group.pickLabel}
                      </p>
                    ) : null}
                    <span data-plan-name="" className="block text-base font-semibold">
                      {plan.name}
                    </span>
                    <p className="mt-1 text-muted-foreground">{plan.description}</p>
                  </th>
                  <td className={cell}>
                    <PlanPrice
                      plan={plan}
                      offer={group.offer}
                      locale={locale}
                      pricing={pricing}
                      size="sm"
                    />
                    <Link
                      href={planContactHref(group, plan)}
                      className={buttonClasses({
                        variant: plan.popular ? "primary" : "secondary",
                        size: "sm",
                        className: "mt-4 w-full",
                      })}
                    >
                      {plan.buttonText}
                      <span className="sr-only">{pricing.withPlan(plan.name)}</span>
                    </Link>
                  </td>
                  <td className={cn(cell, "sm:pe-6")}>
                    <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5">
                      {plan.features.map((feature) => (
                        <CheckItem key={feature} text={feature} />
                      ))}
                    </ul>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}
