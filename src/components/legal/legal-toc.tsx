import { BidiText } from "@/components/ui/bidi-text";
import type { Heading } from "@/lib/markdown";

interface TocEntry extends Heading {
  children: Heading[];
}

/** Nests each h3 under the h2 before it. */
function nest(headings: readonly Heading[]): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.depth === 3 && parent) parent.children.push(heading);
    else entries.push({ ...heading, children: [] });
  }
  return entries;
}

const linkClasses =
  "block rounded-md py-1.5 pe-2 text-muted-foreground transition-colors hover:text-foreground focus-visible:text-foreground";

/** Anchor links to every h2/h3 of a document, as a nested list. */
export function LegalTocList({ headings }: { headings: readonly Heading[] }) {
  return (
    <ol className="space-y-0.5 text-sm">
      {nest(headings).map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={`${linkClasses} font-medium`}>
            <BidiText text={entry.text} />
          </a>
          {entry.children.length > 0 ? (
            <ol className="ms-3 mb-1 space-y-0.5 border-s border-border ps-3">
              {entry.children.map((child) => (
                <li key={child.id}>
                  <a href={`#${child.id}`} className={linkClasses}>
                    <BidiText text={child.text} />
                  </a>
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
