import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import type { Fact } from "@/content/company";

/**
 * Overview figures as a metrics band, not tiles: a label, a prominent value and a sentence of
 * context, side by side between rules from md up, one under the other on phones.
 */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <ul className="grid divide-y divide-border border-y border-border md:grid-cols-3 md:divide-x md:divide-y-0 rtl:md:divide-x-reverse">
      {facts.map((fact) => (
        <li key={fact.label} className="py-6 md:px-8 md:py-10 md:first:ps-0 md:last:pe-0">
          <h3>
            <span className="flex items-center gap-3 text-sm font-semibold tracking-wide text-primary uppercase">
              <Icon name={fact.icon} />
              <BidiText text={fact.label} />
            </span>
            <span className="mt-3 block text-3xl font-bold tracking-tight sm:text-4xl">
              <BidiText text={fact.value} />
            </span>
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{fact.description}</p>
        </li>
      ))}
    </ul>
  );
}
