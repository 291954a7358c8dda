/**
 * A study's phases in order, each with its length: an ordered list drawn as a timeline (one row
 * of columns on wide screens, a vertical line on phones). Time runs in the reading direction.
 */
export function CaseStudyTimeline({
  phases,
}: {
  phases: readonly { title: string; description: string; duration: string }[];
}) {
  return (
    <ol className="grid gap-6 lg:grid-cols-4">
      {phases.map((phase, index) => (
        <li
          key={phase.title}
          className="relative border-s-2 border-border ps-6 lg:border-s-0 lg:border-t-2 lg:ps-0 lg:pt-6"
        >
          <span
            aria-hidden="true"
            className="absolute -start-[7px] top-1 size-3 rounded-full bg-primary lg:start-0 lg:-top-[7px]"
          />
          <p className="text-sm font-semibold text-primary">
            <span aria-hidden="true" className="text-muted-foreground tabular-nums">
              {String(index + 1).padStart(2, "0")}
              {" · "}
            </span>
            {phase.duration}
          </p>
          <h3 className="mt-2 text-lg font-semibold">{phase.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-pretty text-muted-foreground">
            {phase.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
