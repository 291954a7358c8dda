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

/** The three numbered quick-start steps, each with its own anchor and next action. */
export function QuickStart({ steps }: { steps: readonly QuickStartStep[] }) {
  const { sectionCopy } = copy("ui");
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.id}
          id={step.id}
          className="relative flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm"
        >
          <div className="mb-4 flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
              <span className="sr-only">{sectionCopy.stepPrefix}</span>
              {index + 1}
            </span>
            {step.icon ? <Icon name={step.icon} className="size-5 text-primary" /> : null}
          </div>
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 mb-5 text-sm leading-relaxed text-muted-foreground">
            {step.description}
          </p>
          <Link
            href={step.link.href}
            className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
          >
            {step.link.label}
            <Icon name="arrowRight" className="size-4" />
          </Link>
        </li>
      ))}
    </ol>
  );
}
