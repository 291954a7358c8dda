import { BidiText } from "@/components/ui/bidi-text";
import { scroller } from "@/components/ui/scroller";
import type { TechnologyGroup } from "@/content/it-services";
import { cn } from "@/lib/cn";

/** Technologies as labelled groups of chips (a row that scrolls sideways on phones). */
export function TechnologyList({
  groups,
  label,
}: {
  groups: readonly TechnologyGroup[];
  label: string;
}) {
  const row = scroller(label, "sm");
  return (
    <ul
      {...row.list}
      className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-4", row.list.className)}
    >
      {groups.map((group) => (
        <li
          key={group.name}
          className={cn("rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6", row.item)}
        >
          <h3 className="text-sm font-semibold tracking-wide text-primary uppercase">
            <BidiText text={group.name} />
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {group.items.map((item) => (
              <li
                key={item}
                className="rounded-full border border-border bg-accent-soft px-3 py-1 text-sm font-medium"
              >
                <BidiText text={item} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
