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
          <div className="flex items-center gap-3 text-primary">
            <Icon name={fact.icon} />
            <h3 className="text-sm font-semibold tracking-wide uppercase">{fact.label}</h3>
          </div>
          <p className="mt-4 text-3xl font-bold tracking-tight">{fact.value}</p>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{fact.description}</p>
        </li>
      ))}
    </ul>
  );
}
