import { Icon } from "@/components/ui/icon";
import { ProductVisual } from "@/components/visuals/product-visual";
import type { Feature } from "@/content/types";
import type { ProductVisualKind } from "@/content/visuals";
import { cn } from "@/lib/cn";

/**
 * A features section set beside the rendering of what they do: the heading, its text and the
 * features as a list on one side, the product visual (its compact version, drawn for a column)
 * on the other (`visualSide`, so that
 * successive spotlights alternate sides on wide screens); stacked, text first, on phones.
 */
export function FeatureSpotlight({
  id,
  title,
  description,
  items,
  visual,
  visualSide = "end",
  muted = false,
}: {
  id: string;
  title: string;
  description: string;
  items: readonly Feature[];
  visual: ProductVisualKind;
  visualSide?: "start" | "end";
  muted?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-spotlight={visualSide}
      className={cn("py-10 sm:py-24", muted && "bg-surface")}
    >
      <div className="container-page grid grid-cols-[minmax(0,1fr)] items-center gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className={cn(visualSide === "start" && "lg:order-last")}>
          <h2
            id={`${id}-heading`}
            className="text-2xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-3 text-pretty text-muted-foreground sm:mt-4 sm:text-lg">{description}</p>
          <ul className="mt-6 space-y-5 sm:mt-8 sm:space-y-6">
            {items.map((item) => (
              <li key={item.title} className="flex gap-4">
                <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-primary ring-1 ring-border">
                  <Icon name={item.icon} className="size-4" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                    {item.description}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <ProductVisual kind={visual} compact />
      </div>
    </section>
  );
}
