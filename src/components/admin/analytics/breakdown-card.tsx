import { adminAnalyticsCopy } from "@/content/admin-analytics";

const copy = adminAnalyticsCopy;
const { number, percent } = copy.format;

/** One line of a breakdown: what it is, its count, and for visits the leads they brought. */
export interface BreakdownLine {
  label: string;
  value: number;
  leads?: number;
  conversion?: number;
}

const cell = "px-2 py-1.5 text-right tabular-nums whitespace-nowrap";
const head = "px-2 py-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase";

/**
 * A breakdown as the dashboards draw it: a table whose first column carries a bar (an SVG, its
 * width the line's share of the largest), the counts beside it, and a CSV of the whole list.
 * The table is the chart's numbers: nothing is shown only as a shape.
 */
export function BreakdownCard({
  id,
  title,
  intro,
  column,
  valueLabel,
  lines,
  csvHref,
  limit,
}: {
  id: string;
  title: string;
  intro: string;
  column: string;
  valueLabel: string;
  lines: BreakdownLine[];
  csvHref: string;
  limit: number;
}) {
  const withLeads = lines.some((line) => line.leads !== undefined);
  const max = Math.max(1, ...lines.map((line) => line.value));
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h2>
        <a
          href={csvHref}
          download=""
          aria-label={copy.csvLabel(title)}
          className="rounded-md border border-border px-2 py-0.5 text-xs font-medium text-primary hover:bg-muted"
        >
          {copy.csv}
        </a>
      </div>
      <p className="mb-3 text-sm text-muted-foreground">{intro}</p>
      {lines.length === 0 ? (
        <p className="text-sm">{copy.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className={head}>
                  {column}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {valueLabel}
                </th>
                {withLeads ? (
                  <>
                    <th scope="col" className={`${head} text-right`}>
                      {copy.columns.leads}
                    </th>
                    <th scope="col" className={`${head} text-right`}>
                      {copy.columns.conversion}
                    </th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.label}>
                  <th scope="row" className="relative w-full px-2 py-1.5 font-normal">
                    <svg
                      aria-hidden="true"
                      className="absolute inset-y-0.5 start-0 h-[calc(100%-0.25rem)] w-full"
                      preserveAspectRatio="none"
                    >
                      <rect
                        width={`${Math.max(0.5, (line.value / max) * 100)}%`}
                        height="100%"
                        rx="4"
                        className="fill-primary"
                        fillOpacity="0.14"
                      />
                    </svg>
                    <span className="relative break-all">{line.label}</span>
                  </th>
                  <td className={cell}>{number(line.value)}</td>
                  {withLeads ? (
                    <>
                      <td className={cell}>{number(line.leads ?? 0)}</td>
                      <td className={cell}>{percent(line.conversion ?? 0)}</td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          {lines.length >= limit ? (
            <p className="mt-2 text-xs text-muted-foreground">{copy.more(limit)}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}
