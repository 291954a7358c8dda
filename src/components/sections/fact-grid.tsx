import { Icon } from "@/components/ui/icon";
import { scroller } from "@/components/ui/scroller";
import type { Fact } from "@/content/company";
import { cn } from "@/lib/cn";

/** Overview cards: a label, a prominent value and a sentence of context (a row on phones). */
export function FactGrid({ facts, label }: { facts: readonly Fact[]; label: string }) {
  const row = scroller(label);
  return (
    <ul {...row.list} className={cn("grid gap-6 md:grid-cols-3", row.list.className)}>
      {facts.map((fact) => (
        <li
          key={fact.label}
          className={cn("rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8", row.item)}
        >
          <h3>
            <span className="flex items-center gap-3 text-sm font-semibold tracking-wide text-primary uppercase">
              <Icon name={fact.icon} />
              {fact.label}
            </span>
            <span className="mt-4 block text-3xl font-bold tracking-tight">{fact.value}</span>
          </h3>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{fact.description}</p>
        </li>
      ))}
    </ul>
  );
}
