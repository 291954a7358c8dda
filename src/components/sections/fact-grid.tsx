import { Icon } from "@/components/ui/icon";
import type { Fact } from "@/content/company";

/** Overview cards: a label, a prominent value and a sentence of context. */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {facts.map((fact) => (
        <li
          key={fact.label}
          className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
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
