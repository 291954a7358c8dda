import { CopyButton } from "@/components/docs/copy-button";
import { BidiText } from "@/components/ui/bidi-text";
import type { CodeSample } from "@/content/docs/types";
import { cn } from "@/lib/cn";
import { highlightCode } from "@/lib/highlight";
import { copy } from "@/lib/i18n/copy";

/**
 * A code sample highlighted at build time (server component) with its label and a copy
 * button. Tokens carry both themes' colours; the site theme picks one.
 */
export async function CodeBlock({
  sample,
  copyLabel,
  wrap = false,
  className,
}: {
  sample: CodeSample;
  /** What the copy button names (defaults to the visible label). */
  copyLabel?: string;
  /** Wrap long lines (one-line commands in narrow cards) instead of scrolling. */
  wrap?: boolean;
  className?: string;
}) {
  const html = await highlightCode(sample.code, sample.lang);
  return (
    <figure
      className={cn(
        "min-w-0 overflow-hidden rounded-xl border border-border bg-card shadow-sm",
        className,
      )}
    >
      <figcaption className="flex items-center justify-between gap-3 border-b border-border bg-surface py-1 ps-4 pe-1.5">
        <span className="truncate font-mono text-xs font-medium text-muted-foreground">
          <BidiText text={sample.label} />
        </span>
        <CopyButton name={copy("ui").codeCopy.codeSuffix(copyLabel ?? sample.label)} />
      </figcaption>
      <div
        className={cn(
          "text-[0.8125rem] leading-relaxed [&_pre]:overflow-x-auto [&_pre]:bg-card! [&_pre]:p-4 [&_pre]:font-mono [&_pre]:text-(--shiki-light) dark:[&_pre]:text-(--shiki-dark) [&_pre_span]:text-(--shiki-light) dark:[&_pre_span]:text-(--shiki-dark) [&_pre:focus-visible]:outline-2 [&_pre:focus-visible]:-outline-offset-2 [&_pre:focus-visible]:outline-ring",
          wrap && "[&_pre]:[overflow-wrap:break-word] [&_pre]:whitespace-pre-wrap",
        )}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </figure>
  );
}
