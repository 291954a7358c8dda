import { Badge } from "@/components/ui/badge";
import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { scroller } from "@/components/ui/scroller";
import type { ComplianceCard, RegulatoryGroup } from "@/content/legal/compliance";
import { cn } from "@/lib/cn";

/** The four certification cards: icon, title, status badge and text (a row on phones). */
export function ComplianceStatusCards({
  items,
  label,
}: {
  items: readonly ComplianceCard[];
  label: string;
}) {
  const row = scroller(label, "sm");
  return (
    <ul
      {...row.list}
      className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-4", row.list.className)}
    >
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            "flex flex-col rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6",
            row.item,
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
              <Icon name={item.icon} className="size-5" />
            </span>
            <Badge className="text-success">
              <Icon name="check" className="size-3.5" />
              <BidiText text={item.status} />
            </Badge>
          </div>
          <h3 className="mt-5 text-lg font-semibold">
            <BidiText text={item.title} />
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            <BidiText text={item.description} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Data protection, security standards and industry frameworks, one card per group (a row below
 * lg).
 */
export function RegulatoryLists({
  groups,
  label,
}: {
  groups: readonly RegulatoryGroup[];
  label: string;
}) {
  const row = scroller(label, "lg");
  return (
    <ul {...row.list} className={cn("grid gap-6 lg:grid-cols-3", row.list.className)}>
      {groups.map((group) => (
        <li
          key={group.title}
          className={cn("rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6", row.item)}
        >
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
              <Icon name={group.icon} className="size-5" />
            </span>
            <h3 className="text-lg font-semibold">{group.title}</h3>
          </div>
          <ul className="mt-5 divide-y divide-border">
            {group.items.map((item) => (
              <li key={item.name} className="py-3 first:pt-0 last:pb-0">
                <p className="font-semibold">
                  <BidiText text={item.name} />
                </p>
                <p className="mt-0.5 text-sm text-muted-foreground">
                  <BidiText text={item.description} />
                </p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
