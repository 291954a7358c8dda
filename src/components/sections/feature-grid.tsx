import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { scroller } from "@/components/ui/scroller";
import type { Feature } from "@/content/types";
import { cn } from "@/lib/cn";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * Tiles with an icon, a title and a short text (why-choose-us, benefits, features). As `cards`
 * (the default) each is a tile, and with a `label` the row scrolls sideways on phones; as a
 * `list` they are rows with the icon beside the text, without tiles, two columns from md up: the
 * form for a page's second grid, so that two sections in a row do not look alike.
 */
export function FeatureGrid({
  items,
  columns = 3,
  label,
  variant = "cards",
}: {
  items: readonly Feature[];
  columns?: 2 | 3 | 4;
  /** The name of the row (its section's title): the row then scrolls sideways on phones. */
  label?: string;
  variant?: "cards" | "list";
}) {
  if (variant === "list") {
    return (
      <ul className="mx-auto grid max-w-5xl gap-x-12 gap-y-6 md:grid-cols-2 md:gap-y-10">
        {items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-primary ring-1 ring-border">
              <Icon name={item.icon} className="size-4" />
            </span>
            <div>
              <h3 className="font-semibold">
                <BidiText text={item.title} />
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                <BidiText text={item.description} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  const row = label ? scroller(label, "sm") : undefined;
  return (
    <ul {...row?.list} className={cn("grid gap-6", columnClasses[columns], row?.list.className)}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            "rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 sm:p-6",
            row?.item,
          )}
        >
          <div className="mb-3 inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border sm:mb-4 sm:size-11">
            <Icon name={item.icon} className="size-5" />
          </div>
          <h3 className="text-lg font-semibold">
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
