import type * as React from "react";

import { BidiText } from "@/components/ui/bidi-text";
import type { DocumentSection } from "@/content/legal/data-processing";

/** An h2 section of a legal document built from a content module (anchor id from the data). */
export function DocSection({
  section,
  children,
}: {
  section: DocumentSection;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={section.id} className="border-b border-border pb-12 last:border-0">
      <h2 id={section.id} className="text-2xl font-bold tracking-tight text-balance">
        {section.title}
      </h2>
      {section.intro ? (
        <p className="mt-3 max-w-[68ch] leading-relaxed text-muted-foreground">
          <BidiText text={section.intro} />
        </p>
      ) : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Plain paragraphs at a readable line length. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-[68ch] space-y-4 leading-relaxed">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
