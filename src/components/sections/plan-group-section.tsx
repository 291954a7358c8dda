import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { billingOf } from "@/content/pricing-page";
import type { PlanGroup } from "@/content/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

import { PricingTable } from "./pricing-table";

/** One plan group on /pricing: heading, billing label, link to its service page, then its plans. */
export function PlanGroupSection({ group, muted }: { group: PlanGroup; muted?: boolean }) {
  const { billingLabels, servicePageLinkLabel } = copy("pricing-page");
  const billing = billingLabels[billingOf(group)];
  return (
    <section
      id={group.id}
      aria-labelledby={`${group.id}-heading`}
      data-plan-group={group.id}
      className={cn("scroll-mt-16 py-10 sm:py-20", muted && "bg-surface")}
    >
      <div className="container-page">
        <div className="mb-6 flex flex-col gap-3 sm:gap-4 md:mb-10 md:flex-row md:items-end md:justify-between">
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
        <PricingTable group={group} beside />
      </div>
    </section>
  );
}
