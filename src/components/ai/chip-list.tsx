import { BidiText } from "@/components/ui/bidi-text";

/** Short labels shown as chips (technologies, tools), under the heading that names them. */
export function ChipList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mx-auto flex max-w-4xl flex-wrap justify-center gap-3">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full border border-border bg-card px-5 py-2.5 text-sm font-semibold shadow-sm"
        >
          <BidiText text={item} />
        </li>
      ))}
    </ul>
  );
}
