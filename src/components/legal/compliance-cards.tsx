import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import type { ComplianceCard, RegulatoryGroup } from "@/content/legal/compliance";

/** The four certification cards: icon, title, status badge and text. */
export function ComplianceStatusCards({ items }: { items: readonly ComplianceCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.title}
          className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
              <Icon name={item.icon} className="size-5" />
            </span>
            <Badge className="text-success">
              <Icon name="check" className="size-3.5" />
              {item.status}
            </Badge>
          </div>
          <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Data protection, security standards and industry frameworks, one card per group. */
export function RegulatoryLists({ groups }: { groups: readonly RegulatoryGroup[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {groups.map((group) => (
        <li key={group.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
              <Icon name={group.icon} className="size-5" />
            </span>
            <h3 className="text-lg font-semibold">{group.title}</h3>
          </div>
          <ul className="mt-5 divide-y divide-border">
            {group.items.map((item) => (
              <li key={item.name} className="py-3 first:pt-0 last:pb-0">
                <p className="font-semibold">{item.name}</p>
                <p className="mt-0.5 text-sm text-muted-foreground">{item.description}</p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
