import { clientById, type ClientId } from "@/content/clients";
import { cn } from "@/lib/cn";

import { clientSymbols } from "./client-symbols";

/**
 * A client's mark: its symbol (./client-symbols.ts) beside its wordmark, set in the site's
 * typeface, one height and weight for every client, in the colour and at the font size of the
 * text around it (currentColor, em: the symbol is 1.5 times the wordmark's size). Screen readers hear the client's full name once, not the drawing nor the
 * shortened wordmark. Always left to right, as a logo is, on Arabic pages too.
 */
export function ClientMark({ id, className }: { id: ClientId; className?: string }) {
  const client = clientById(id);
  return (
    <span dir="ltr" className={cn("inline-flex items-center gap-[0.5em]", className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-[1.5em] shrink-0"
      >
        {clientSymbols[id].map((path) => (
          <path key={path} d={path} />
        ))}
      </svg>
      <span
        aria-hidden="true"
        className="leading-none font-semibold tracking-tight whitespace-nowrap"
      >
        {client.wordmark}
      </span>
      <span className="sr-only">{client.name}</span>
    </span>
  );
}
