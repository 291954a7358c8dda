import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { scroller } from "@/components/ui/scroller";
import { programmeContactHref, type TrainingProgramme } from "@/content/training";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

const levelIcon = { Beginner: "book", Intermediate: "layers", Advanced: "rocket" } as const;

function Fact({
  icon,
  label,
  value,
}: {
  icon: "clock" | "fileText" | "users" | "star";
  label: string;
  value: string;
}) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-2 whitespace-nowrap">
        <Icon name={icon} className="size-4 shrink-0 text-primary" />
        {value}
      </dd>
    </div>
  );
}

/**
 * The four training programmes as cards, each with an enrol button to /contact; a row that
 * scrolls sideways on phones (`label`: its name).
 */
export function ProgrammeGrid({
  programmes,
  label,
}: {
  programmes: readonly TrainingProgramme[];
  label: string;
}) {
  const { formatTrainingPrice, programmeCopy } = copy("training");
  const row = scroller(label);
  return (
    <ul
      {...row.list}
      className={cn("grid gap-6 md:grid-cols-2", row.list.className, "max-md:pt-4")}
    >
      {programmes.map((programme) => (
        <li
          key={programme.id}
          id={`programme-${programme.id}`}
          className={cn(
            "relative flex scroll-mt-24 flex-col rounded-2xl border bg-card p-5 shadow-sm sm:p-8",
            row.item,
            programme.featured ? "border-primary ring-1 ring-primary" : "border-border",
          )}
        >
          {programme.featured ? (
            <p className="absolute start-6 -top-3 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
              {programmeCopy.featured}
            </p>
          ) : null}
          <div className="flex items-start justify-between gap-4">
            <p className="inline-flex items-center gap-1.5 rounded-full border border-border bg-accent-soft px-3 py-1 text-xs font-semibold">
              <Icon name={levelIcon[programme.level]} className="size-3.5 text-primary" />
              {programmeCopy.levels[programme.level]}
            </p>
            <p className="text-end">
              <span className="text-3xl font-bold tracking-tight">
                {formatTrainingPrice(programme.price)}
              </span>
            </p>
          </div>
          <h3 className="mt-5 text-xl font-bold">{programme.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            {programme.description}
          </p>
          <ul className="mt-5 mb-6 space-y-2 text-sm">
            {programme.topics.map((topic) => (
              <li key={topic} className="flex gap-2">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{topic}</span>
              </li>
            ))}
          </ul>
          {/* The facts and the button sit at the card's foot (mt-auto): a row's buttons on one
              line whatever the text above. Two facts a row, none wrapping: four a row wrapped one. */}
          <dl className="mt-auto grid grid-cols-2 gap-3 border-t border-border pt-5 text-sm">
            <Fact
              icon="clock"
              label={programmeCopy.facts.duration}
              value={programmeCopy.weeks(programme.duration)}
            />
            <Fact
              icon="fileText"
              label={programmeCopy.facts.lessons}
              value={programmeCopy.lessons(programme.lessons)}
            />
            <Fact
              icon="users"
              label={programmeCopy.facts.students}
              value={programmeCopy.students(programme.students)}
            />
            <Fact
              icon="star"
              label={programmeCopy.facts.rating}
              value={programmeCopy.rating(programme.rating)}
            />
          </dl>
          <Link
            href={programmeContactHref(programme)}
            className={buttonClasses({
              variant: programme.featured ? "primary" : "secondary",
              className: "mt-8 w-full",
            })}
          >
            {programme.price === 0 ? programmeCopy.enrolFree : programmeCopy.enrol}
            <span className="sr-only">: {programme.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
