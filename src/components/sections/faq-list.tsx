import { JsonLd } from "@/components/json-ld";
import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import type { Faq } from "@/content/types";
import { cn } from "@/lib/cn";
import { faqPageJsonLd } from "@/lib/structured-data";

/**
 * Questions and answers, each a disclosure (`<details>`: the question always shown, its answer
 * a tap away, with or without JavaScript, and found by the browser's find-in-page), with the
 * same questions as FAQPage structured data: one FaqList per page.
 */
export function FaqList({ items, columns = 2 }: { items: readonly Faq[]; columns?: 1 | 2 | 3 }) {
  return (
    <div
      className={cn(
        "grid items-start gap-3 sm:gap-4",
        columns === 1 && "mx-auto max-w-3xl",
        columns === 2 && "md:grid-cols-2",
        columns === 3 && "md:grid-cols-2 lg:grid-cols-3",
      )}
    >
      <JsonLd data={faqPageJsonLd(items)} />
      {items.map((item) => (
        <details
          key={item.question}
          className="group rounded-2xl border border-border bg-card shadow-sm open:border-primary/40"
        >
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 text-base font-semibold [&::-webkit-details-marker]:hidden">
            <BidiText text={item.question} />
            <Icon
              name="chevronDown"
              className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground">
            <BidiText text={item.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}
