import { BidiText } from "@/components/ui/bidi-text";
import { Icon, type IconName } from "@/components/ui/icon";
import type { DataCategory, TitledText } from "@/content/legal/data-processing";
import { cn } from "@/lib/cn";

const tile = "rounded-xl border border-border bg-card p-5 shadow-sm print:shadow-none";

/** Numbered cards (principles, legal bases): h3 title and a short text. */
export function NumberedCards({ items }: { items: readonly TitledText[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={item.title} className={cn(tile, "flex gap-4")}>
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-sm font-bold text-primary ring-1 ring-border"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">
              <BidiText text={item.description} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Customer, technical and marketing data: what each category holds. */
export function DataCategoryCards({ items }: { items: readonly DataCategory[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className={tile}>
          <IconTile name={item.icon} />
          <h3 className="mt-4 font-semibold">{item.title}</h3>
          <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">
            <BidiText text={item.description} />
          </p>
          <ul className="mt-4 space-y-2 text-sm">
            {item.examples.map((example) => (
              <li key={example} className="flex gap-2">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-primary" />
                {example}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Cards with an icon, an h3 title and a text (security measures). */
export function IconCards({ items }: { items: readonly (TitledText & { icon: IconName })[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className={cn(tile, "flex gap-4")}>
          <IconTile name={item.icon} />
          <div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">
              <BidiText text={item.description} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A bulleted list with check marks (safeguards, rights). */
export function CheckList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={cn("grid gap-x-8 gap-y-3", columns === 2 && "sm:grid-cols-2")}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <Icon name="check" className="mt-1 size-4 shrink-0 text-primary" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function IconTile({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-primary ring-1 ring-border">
      <Icon name={name} className="size-5" />
    </span>
  );
}
