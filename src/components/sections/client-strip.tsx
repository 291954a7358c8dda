import { ClientMark } from "@/components/ui/client-mark";
import { clients } from "@/content/clients";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

/**
 * The clients who speak in the testimonials, as one family of marks (components/ui/client-mark):
 * a list named by its visible title, each client heard once by its full name; no image, no
 * script. One row on wide screens; four columns, then two, below that, each column's marks
 * aligned on their symbols; a size smaller on the narrowest phones (under 360 px), to fit. On Arabic pages the row runs right to left; each mark stays as drawn.
 */
export function ClientStrip({ className }: { className?: string }) {
  const { clientStripCopy } = copy("testimonials");
  return (
    <section aria-labelledby="client-strip-title" className={cn("py-6 sm:py-8", className)}>
      <div className="container-page">
        <h2
          id="client-strip-title"
          className="text-center text-xs font-semibold tracking-widest text-muted-foreground uppercase rtl:tracking-normal"
        >
          {clientStripCopy.title}
        </h2>
        <ul className="mx-auto mt-6 grid w-fit grid-cols-[repeat(2,auto)] gap-x-4 gap-y-6 text-[0.8125rem] text-muted-foreground min-[22.5rem]:gap-x-10 min-[22.5rem]:text-[0.9375rem] sm:grid-cols-[repeat(4,auto)] sm:gap-x-14 xl:flex xl:w-full xl:max-w-6xl xl:justify-between xl:gap-x-4">
          {clients.map((client) => (
            <li key={client.id} dir="ltr" className="flex">
              <ClientMark id={client.id} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
