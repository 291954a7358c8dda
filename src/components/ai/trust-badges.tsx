import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";

/** A row of compliance and reliability claims. */
export function TrustBadges({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-8 flex flex-wrap justify-center gap-3">
      {items.map((item) => (
        <li
          key={item}
          className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-2 text-sm font-medium"
        >
          <Icon name="shieldCheck" className="size-4 text-success" />
          <BidiText text={item} />
        </li>
      ))}
    </ul>
  );
}
