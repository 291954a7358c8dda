import { Fragment } from "react";

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Wraps the matched words of `text` in <mark>. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const words = terms.filter((term) => term.length > 1);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`\\b(${words.map(escapeRegExp).join("|")})`, "gi");
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded-sm bg-primary/15 font-semibold text-foreground">
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
