import { Icon } from "@/components/ui/icon";
import type { ProcessStep } from "@/content/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

/** Numbered steps of a process (an ordered list). */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const { sectionCopy } = copy("ui");
  return (
    <ol
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        steps.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4",
      )}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-2xl border border-border bg-card p-6 shadow-sm"
        >
          <div className="mb-4 flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
              <span className="sr-only">{sectionCopy.stepPrefix}</span>
              {index + 1}
            </span>
            {step.icon ? <Icon name={step.icon} className="size-5 text-primary" /> : null}
          </div>
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
