import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import type { ProcessStep } from "@/content/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

/**
 * Numbered steps of a process as a timeline (an ordered list, no tiles): down the page on phones
 * and tablets, each number joined to the next by a line; across it from lg up, the line running
 * from one number to the next (towards the left in Arabic, as the page reads).
 */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const { sectionCopy } = copy("ui");
  return (
    <ol
      className={cn(
        "mx-auto grid max-w-3xl lg:max-w-none lg:gap-8",
        steps.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4",
      )}
    >
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-4 pb-6 last:pb-0 lg:flex-col lg:pb-0">
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute start-5 top-12 bottom-2 w-px bg-border lg:start-14 lg:-end-6 lg:top-5 lg:bottom-auto lg:h-px lg:w-auto"
            />
          ) : null}
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
            <span className="sr-only">{sectionCopy.stepPrefix}</span>
            {index + 1}
          </span>
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold lg:mt-1">
              {step.icon ? (
                <Icon name={step.icon} className="size-5 shrink-0 text-primary" />
              ) : null}
              <BidiText text={step.title} />
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground lg:mt-2">
              <BidiText text={step.description} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
