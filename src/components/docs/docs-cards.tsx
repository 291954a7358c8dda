import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { scroller } from "@/components/ui/scroller";
import type { DocsCard } from "@/content/docs/types";
import { cn } from "@/lib/cn";

/** The four documentation cards of /docs, each with its items and a View Documentation button. */
export function DocsCards({
  cards,
  buttonLabel,
  label,
}: {
  cards: readonly DocsCard[];
  buttonLabel: string;
  /** The name of the row (its section's title): it scrolls sideways on phones. */
  label: string;
}) {
  const row = scroller(label, "sm");
  return (
    <ul
      {...row.list}
      className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-4", row.list.className)}
    >
      {cards.map((card) => (
        <li
          key={card.title}
          className={cn(
            "flex flex-col rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 sm:p-6",
            row.item,
          )}
        >
          <div className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
            <Icon name={card.icon} className="size-5" />
          </div>
          <h3 className="text-lg font-semibold">{card.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{card.description}</p>
          <ul className="mt-5 mb-6 space-y-1 text-sm">
            {card.items.map((item) => (
              <li key={item.label}>
                <Link
                  href={item.href}
                  className="group flex items-center gap-2 rounded-md py-1 text-foreground hover:text-primary"
                >
                  <Icon
                    name="check"
                    className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
                  />
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={card.href}
            className={buttonClasses({ variant: "secondary", className: "mt-auto w-full" })}
          >
            {buttonLabel}
            <span className="sr-only">: {card.title}</span>
            <Icon name="arrowRight" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
