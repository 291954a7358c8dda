import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { billingOf } from "@/content/pricing-page";
import type { PlanGroup } from "@/content/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

import { PlanComparisonTable } from "./plan-comparison-table";
import { PricingTable } from "./pricing-table";

/**
 * How a group's plans are drawn on /pricing: full cards under the heading, a comparison table,
 * or slimmer cards in a row beside the heading (from lg).
 */
export type PlanGroupLayout = "cards" | "table" | "slim";

/** One plan group on /pricing: heading, billing label, link to its service page, then its plans. */
export function PlanGroupSection({
  group,
  layout,
  muted,
}: {
  group: PlanGroup;
  layout: PlanGroupLayout;
  muted?: boolean;
}) {
  const { billingLabels, servicePageLinkLabel } = copy("pricing-page");
  const billing = billingLabels[billingOf(group)];
  return (
    <section
      id={group.id}
      aria-labelledby={`${group.id}-heading`}
      data-plan-group={group.id}
      data-plan-layout={layout}
      className={cn("scroll-mt-16 py-10 sm:py-20", muted && "bg-surface")}
    >
      <div
        className={cn(
          "container-page",
          layout === "slim" && "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2.6fr)] lg:gap-12",
        )}
      >
        <div
          className={cn(
            "mb-6 flex flex-col gap-3 sm:gap-4",
            layout !== "slim" && "md:mb-10 md:flex-row md:items-end md:justify-between",
            layout === "slim" && "lg:mb-0 lg:justify-center",
          )}
        >
          <div className="max-w-2xl">
            <Badge className="mb-2 sm:mb-3">
              <Icon
                name={billingOf(group) === "month" ? "calendar" : "creditCard"}
                className="size-3.5 text-primary"
              />
              {billing.badge}
            </Badge>
            <h2
              id={`${group.id}-heading`}
              className="text-2xl font-bold tracking-tight sm:text-3xl"
            >
              {group.title}
            </h2>
            <p className="mt-2 text-muted-foreground sm:mt-3 sm:text-lg">{group.description}</p>
          </div>
          <Link
            href={group.servicePath}
            className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {servicePageLinkLabel(group)}
            <Icon name="arrowRight" className="size-4" />
          </Link>
        </div>
        <div>
          {layout === "table" ? (
            <PlanComparisonTable group={group} />
          ) : (
            <PricingTable group={group} beside slim={layout === "slim"} />
          )}
        </div>
      </div>
    </section>
  );
}
