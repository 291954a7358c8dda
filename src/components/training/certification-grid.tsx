import { Icon } from "@/components/ui/icon";
import { scroller } from "@/components/ui/scroller";
import type { Certification, TrainingProgramme } from "@/content/training";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

/** The certifications: what each proves, its requirements and how long it is valid. */
export function CertificationGrid({
  certifications,
  programmes,
  label,
}: {
  certifications: readonly Certification[];
  programmes: readonly TrainingProgramme[];
  /** The name of the row, which scrolls sideways below lg. */
  label: string;
}) {
  const { certificationCopy } = copy("training");
  const row = scroller(label, "lg");
  return (
    <ul {...row.list} className={cn("grid gap-6 lg:grid-cols-3", row.list.className)}>
      {certifications.map((certification) => {
        const programme = programmes.find((item) => item.id === certification.preparedBy);
        return (
          <li
            key={certification.id}
            className={cn(
              "flex flex-col rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8",
              row.item,
            )}
          >
            <div className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-cyan-700 to-violet-800 text-white">
              <Icon name="award" className="size-6" />
            </div>
            <h3 className="text-lg font-bold">{certification.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              {certification.description}
            </p>
            <h4 className="mt-6 text-sm font-semibold">{certificationCopy.requirementsLabel}</h4>
            <ul className="mt-3 flex-1 space-y-2 text-sm">
              {certification.requirements.map((requirement) => (
                <li key={requirement} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                  <span>{requirement}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-6 space-y-2 border-t border-border pt-5 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{certificationCopy.validityLabel}</dt>
                <dd className="font-semibold">
                  {certificationCopy.validity(certification.validity)}
                </dd>
              </div>
              {programme ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{certificationCopy.preparedByLabel}</dt>
                  <dd className="text-end font-semibold">
                    <a
                      href={`#programme-${programme.id}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {programme.title}
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
