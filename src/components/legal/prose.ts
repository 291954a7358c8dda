/** Typography of the legal documents (Markdown and content-module pages alike). */
export const legalProseClasses =
  "prose max-w-[68ch] dark:prose-invert prose-headings:tracking-tight prose-h2:mt-14 prose-h2:text-2xl prose-h3:mt-8 prose-a:text-primary prose-a:underline-offset-2 hover:prose-a:decoration-2 prose-code:rounded prose-code:bg-muted prose-code:px-1.5 prose-code:py-0.5 prose-code:font-medium prose-code:before:content-none prose-code:after:content-none prose-table:text-sm prose-th:text-foreground";
