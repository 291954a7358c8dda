import { JsonLd } from "@/components/json-ld";
import type { Faq } from "@/content/types";
import { cn } from "@/lib/cn";
import { faqPageJsonLd } from "@/lib/structured-data";

/**
 * Questions and answers as cards (the seed shows them as FAQ cards, all visible), with the
 * same questions as FAQPage structured data: one FaqList per page.
 */
export function FaqList({ items, columns = 2 }: { items: readonly Faq[]; columns?: 1 | 2 | 3 }) {
  return (
    <dl
      className={cn(
        "grid gap-6",
        columns === 2 && "md:grid-cols-2",
        columns === 3 && "md:grid-cols-2 lg:grid-cols-3",
      )}
    >
      <JsonLd data={faqPageJsonLd(items)} />
      {items.map((item) => (
        <div key={item.question} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <dt className="text-base font-semibold">{item.question}</dt>
          <dd className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
