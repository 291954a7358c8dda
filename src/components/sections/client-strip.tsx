import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

/**
 * Type treatments the wordmarks take in turn, so the strip reads as a row of different
 * brands while staying one grey family (muted text on the page's background, both themes).
 */
const wordmarkStyles = [
  "font-extrabold tracking-tight text-base sm:text-xl",
  "font-serif italic font-semibold text-base sm:text-xl",
  "font-semibold uppercase tracking-[0.2em] text-xs sm:text-sm",
  "font-mono font-bold tracking-tight text-sm sm:text-lg",
  "font-black lowercase tracking-tighter text-base sm:text-xl",
  "font-medium uppercase tracking-widest text-xs sm:text-base",
] as const;

/**
 * The companies of the testimonials as text wordmarks: a titled list, so a screen reader
 * hears its name and every company; no image, no script. The companies' names stay in Latin
 * script in both languages (each wordmark is isolated left to right).
 */
export function ClientStrip({ className }: { className?: string }) {
  const { clientStripCopy, testimonialCompanies } = copy("testimonials");
  return (
    <section aria-labelledby="client-strip-title" className={cn("py-4 sm:py-6", className)}>
      <div className="container-page">
        <h2
          id="client-strip-title"
          className="text-center text-xs font-semibold tracking-widest text-muted-foreground uppercase rtl:tracking-normal"
        >
          {clientStripCopy.title}
        </h2>
        <ul className="mx-auto mt-5 flex max-w-5xl flex-wrap items-center justify-center gap-x-6 gap-y-3 sm:gap-x-10 sm:gap-y-5">
          {testimonialCompanies.map((company, index) => (
            <li
              key={company}
              dir="ltr"
              className={cn(
                "whitespace-nowrap text-muted-foreground",
                wordmarkStyles[index % wordmarkStyles.length],
              )}
            >
              {company}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
