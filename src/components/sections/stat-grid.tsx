import { BidiText } from "@/components/ui/bidi-text";
import type { Stat } from "@/content/types";
import { cn } from "@/lib/cn";

/**
 * Stat tiles: a big number and its label, as a description list. The label comes first in the
 * markup (dt before dd) and is drawn under the number; both sit at the top of the tile, so the
 * numbers of a row line up when a label wraps. The number is isolated and takes the direction of
 * its first letter: a left-to-right token in English ("2M+", "<200ms", "99.9%", and digits
 * alone in both languages), right to left where Arabic writes it in words ("+2 مليون").
 * A number written in words («على مدار الساعة») is set a size smaller, so it holds one line in a
 * tile of the four-column row.
 */
export function StatGrid({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn("mx-auto grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end rounded-2xl border border-border bg-card/70 p-4 text-center shadow-sm backdrop-blur sm:p-6"
        >
          <dt className="mt-1 text-sm font-medium text-muted-foreground">
            <BidiText text={stat.label} />
          </dt>
          <dd
            dir="auto"
            className={cn(
              "text-2xl font-bold tracking-tight text-balance",
              /\s/.test(stat.number) ? "sm:text-3xl" : "min-[24rem]:text-3xl sm:text-4xl",
            )}
          >
            <BidiText text={stat.number} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
