/**
 * Rendered Markdown (blog posts, help articles, press releases, legal documents) set with
 * Tailwind Typography. The one place that styles prose: each kind of page picks its variant.
 */
/**
 * Every variant: a table cell's long word (a command, an address) breaks where it must, so a
 * table fits a 320 px screen without scrolling sideways (WCAG 1.4.10).
 */
const fitsNarrowScreens = "[&_td]:wrap-anywhere [&_th]:wrap-anywhere";

const proseVariants = {
  /** Blog posts: larger type from `sm`, inline code as a quiet chip instead of backticks. */
  post: [
    "prose max-w-none prose-neutral dark:prose-invert sm:prose-lg",
    "prose-headings:scroll-mt-24 prose-a:text-primary prose-pre:border prose-pre:border-border",
    "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-medium",
    "[&_:not(pre)>code]:before:content-none! [&_:not(pre)>code]:after:content-none!",
  ],
  /** Help articles: a reading column beside the aside, code blocks on the surface colour. */
  help: [
    "prose max-w-3xl dark:prose-invert prose-headings:scroll-mt-24 prose-a:text-primary",
    "prose-code:rounded prose-code:bg-muted prose-code:px-1 prose-code:py-0.5 prose-code:font-medium prose-code:before:content-none prose-code:after:content-none",
    "prose-pre:border prose-pre:border-border prose-pre:bg-surface prose-pre:text-foreground [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  ],
  /** The press release body, under its header. */
  press: [
    "prose mt-10 max-w-none dark:prose-invert prose-headings:scroll-mt-24 prose-a:text-primary",
  ],
  /** Legal documents: a 68-character measure, roomy h2s, tables in small type. */
  legal: [
    "prose max-w-[68ch] dark:prose-invert prose-headings:tracking-tight prose-h2:mt-14 prose-h2:text-2xl prose-h3:mt-8",
    "prose-a:text-primary prose-a:underline-offset-2 hover:prose-a:decoration-2",
    "prose-code:rounded prose-code:bg-muted prose-code:px-1.5 prose-code:py-0.5 prose-code:font-medium prose-code:before:content-none prose-code:after:content-none",
    "prose-table:text-sm prose-th:text-foreground",
  ],
} as const satisfies Record<string, readonly string[]>;

type ProseVariant = keyof typeof proseVariants;

/** `html` is built at build time from our own Markdown under src/content, never user input. */
export function Prose({ html, variant }: { html: string; variant: ProseVariant }) {
  return (
    <div
      className={[...proseVariants[variant], fitsNarrowScreens].join(" ")}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
