import type { TechnologyGroup } from "@/content/it-services";

/** Technologies as labelled groups of chips. */
export function TechnologyList({ groups }: { groups: readonly TechnologyGroup[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {groups.map((group) => (
        <div key={group.name} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <h3 className="text-sm font-semibold tracking-wide text-primary uppercase">
            {group.name}
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {group.items.map((item) => (
              <li
                key={item}
                className="rounded-full border border-border bg-accent-soft px-3 py-1 text-sm font-medium"
              >
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
