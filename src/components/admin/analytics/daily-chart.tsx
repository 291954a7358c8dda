import { niceCeiling, Numbers } from "@/components/admin/charts";
import { adminAnalyticsCopy } from "@/content/admin-analytics";
import type { ChartMetric, DayFigures } from "@/lib/analytics/report";

const copy = adminAnalyticsCopy;
const { number } = copy.format;

const cell = "px-2 py-1 text-right tabular-nums";
const head = "px-2 py-1 font-semibold";

/** About five dates under the chart, evenly spaced, the first and the last day always. */
function tickDays(days: readonly DayFigures[]): string[] {
  const last = days.length - 1;
  const indexes = new Set([0, 1, 2, 3, 4].map((step) => Math.round((step * last) / 4)));
  return [...indexes].map((index) => days[index]!.day);
}

/**
 * One figure per day (the metric the stat cards pick) as an area: an SVG drawn on the server (no
 * script) that stretches to its box, its axis labels in HTML beside it so that they keep their
 * size on a phone; named for assistive technology, and every day's numbers as a table.
 */
export function DailyChart({
  days,
  metric,
  from,
  to,
}: {
  days: DayFigures[];
  metric: ChartMetric;
  from: string;
  to: string;
}) {
  const width = 1000;
  const height = 200;
  const ceiling = niceCeiling(Math.max(0, ...days.map((day) => day[metric])));
  const x = (index: number) =>
    days.length === 1 ? width / 2 : (index / (days.length - 1)) * width;
  const y = (value: number) => height - (value / ceiling) * (height - 4);
  const line = days
    .map((day, index) => `${index ? "L" : "M"}${x(index)} ${y(day[metric])}`)
    .join("");
  const area = `${line}L${x(days.length - 1)} ${height}L${x(0)} ${height}Z`;
  const half = Number.isInteger(ceiling / 2) ? number(ceiling / 2) : "";
  return (
    <figure>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="-my-2 flex h-60 flex-col justify-between text-end text-xs text-muted-foreground tabular-nums"
        >
          <span>{number(ceiling)}</span>
          <span>{half}</span>
          <span>{number(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={copy.daily.chart(copy.stats[metric], from, to)}
            className="block h-60 w-full overflow-visible text-muted-foreground"
          >
            {[0, height / 2, height].map((at) => (
              <line
                key={at}
                x1="0"
                x2={width}
                y1={at}
                y2={at}
                stroke="currentColor"
                strokeOpacity={at === height ? 0.7 : 0.2}
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path d={area} className="fill-primary" fillOpacity="0.15" />
            <path
              d={line}
              fill="none"
              className="stroke-primary"
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <div
            aria-hidden="true"
            className="mt-2 flex justify-between gap-2 text-xs text-muted-foreground"
          >
            {tickDays(days).map((day) => (
              <span key={day}>{copy.daily.axisDay(day)}</span>
            ))}
          </div>
        </div>
      </div>
      <Numbers>
        <table className="min-w-full text-left">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className={head}>
                {copy.daily.day}
              </th>
              {(["visitors", "visits", "views", "leads"] as const).map((key) => (
                <th key={key} scope="col" className={`${head} text-right`}>
                  {copy.stats[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-border">
                <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                  {day.day}
                </th>
                <td className={cell}>{number(day.visitors)}</td>
                <td className={cell}>{number(day.visits)}</td>
                <td className={cell}>{number(day.views)}</td>
                <td className={cell}>{number(day.leads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Numbers>
    </figure>
  );
}
