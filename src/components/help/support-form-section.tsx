import { Icon } from "@/components/ui/icon";
import type { supportFormSection } from "@/content/support";

/** The support ticket section: copy and tips beside the form (the form fills the slot). */
export function SupportFormSection({ section }: { section: typeof supportFormSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="scroll-mt-20 bg-surface py-16 sm:py-24"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {section.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{section.description}</p>
          <ul className="mt-8 space-y-3">
            {section.tips.map((tip) => (
              <li key={tip} className="flex gap-3 text-sm">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{tip}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div data-form-slot="support" />
        </div>
      </div>
    </section>
  );
}
