import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { IconName } from "@/content/types";
import { copy } from "@/lib/i18n/copy";

interface QuickStartStep {
  id: string;
  title: string;
  description: string;
  icon?: IconName;
  link: { label: string; href: string };
}

/**
 * The three numbered quick-start steps, each with its own anchor and next action: a timeline
 * down the page on phones (each number joined to the next), three tiles from md up.
 */
export function QuickStart({ steps }: { steps: readonly QuickStartStep[] }) {
  const { sectionCopy } = copy("ui");
  return (
    <ol className="grid md:grid-cols-3 md:gap-6">
      {steps.map((step, index) => (
        <li
          key={step.id}
          id={step.id}
          className="relative flex gap-4 pb-8 last:pb-0 md:flex-col md:gap-0 md:rounded-2xl md:border md:border-border md:bg-card md:p-6 md:shadow-sm"
        >
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute start-5 top-12 bottom-2 w-px bg-border md:hidden"
            />
          ) : null}
          <div className="flex shrink-0 items-center gap-3 md:mb-4">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
              <span className="sr-only">{sectionCopy.stepPrefix}</span>
              {index + 1}
            </span>
            {step.icon ? (
              <Icon name={step.icon} className="size-5 text-primary max-md:hidden" />
            ) : null}
          </div>
          <div className="flex flex-1 flex-col">
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 mb-4 text-sm leading-relaxed text-muted-foreground md:mb-5">
              {step.description}
            </p>
            <Link
              href={step.link.href}
              className="mt-auto inline-flex items-center gap-1.5 self-start text-sm font-semibold text-primary hover:underline"
            >
              {step.link.label}
              <Icon name="arrowRight" className="size-4" />
            </Link>
          </div>
        </li>
      ))}
    </ol>
  );
}
