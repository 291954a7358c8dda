import { Icon } from "@/components/ui/icon";
import type { Feature } from "@/content/types";
import { cn } from "@/lib/cn";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Tiles with an icon, a title and a short text (why-choose-us, benefits, features). */
export function FeatureGrid({
  items,
  columns = 3,
}: {
  items: readonly Feature[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-2xl border border-border bg-card p-6 shadow-sm transition-colors hover:border-primary/50"
        >
          <div className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
            <Icon name={item.icon} className="size-5" />
          </div>
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
