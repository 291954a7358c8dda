import type * as React from "react";

import { workflowCopy } from "@/content/admin-workflow";
import { OVERVIEW_FORMS, type OverviewForm, type WeekCounts } from "@/lib/db/overview";

const copy = workflowCopy.overview;

/**
 * Each form's colour: the theme's own colours (CSS variables through Tailwind's fill-* and bg-*
 * classes), so the charts follow the light and dark themes. Written out whole so Tailwind sees
 * every class.
 */
const SERIES: Record<OverviewForm, { fill: string; swatch: string }> = {
  contact: { fill: "fill-primary", swatch: "bg-primary" },
  demo: { fill: "fill-accent", swatch: "bg-accent" },
  support: { fill: "fill-warning", swatch: "bg-warning" },
  waitlist: { fill: "fill-success", swatch: "bg-success" },
  newsletter: { fill: "fill-muted-foreground", swatch: "bg-muted-foreground" },
  chat: { fill: "fill-foreground", swatch: "bg-foreground" },
};

/** A round upper bound for an axis: 1, 2, 5, 10, 20, 50, ... at least `max`. */
export function niceCeiling(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

function Legend({ items }: { items: { swatch: string; label: string }[] }) {
  return (
    <ul aria-label={copy.legend} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${item.swatch}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** The longest page address the chart writes out (the table below it has them whole). */
const MAX_LABEL = 46;
const shortLabel = (text: string) =>
  text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text;

export function Numbers({ children }: { children: React.ReactNode }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium">{copy.numbers}</summary>
      <div className="mt-2 overflow-x-auto">{children}</div>
    </details>
  );
}

const cell = "px-2 py-1 text-right tabular-nums";
const head = "px-2 py-1 font-semibold";

/**
 * Submissions per week, stacked by form: an SVG drawn on the server (no script), named for
 * assistive technology, with a legend and the same numbers as a table.
 */
export function WeeklyChart({ weeks }: { weeks: WeekCounts[] }) {
  const width = 320;
  const right = 14;
  const height = 190;
  const left = 26;
  const bottom = 22;
  const top = 8;
  const plotHeight = height - bottom - top;
  const totals = weeks.map((week) =>
    OVERVIEW_FORMS.reduce((sum, form) => sum + week.counts[form], 0),
  );
  const ceiling = niceCeiling(Math.max(0, ...totals));
  const slot = (width - left - right) / Math.max(1, weeks.length);
  const barWidth = slot * 0.7;
  const y = (value: number) => top + plotHeight - (value / ceiling) * plotHeight;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={copy.weeklyChart}
        className="h-auto w-full max-w-xl text-muted-foreground"
        fontSize="10.5"
      >
        {/* Counts are whole numbers: no half-way line when it would not be one. */}
        {(Number.isInteger(ceiling / 2) ? [0, ceiling / 2, ceiling] : [0, ceiling]).map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={width - right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={tick === 0 ? 0.8 : 0.3}
              strokeWidth="0.5"
            />
            <text x={left - 4} y={y(tick) + 4} textAnchor="end" fill="currentColor">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = left + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={week.week}>
              {OVERVIEW_FORMS.map((form) => {
                const value = week.counts[form];
                if (value === 0) return null;
                const rect = (
                  <rect
                    key={form}
                    x={x}
                    width={barWidth}
                    y={y(base + value)}
                    height={(value / ceiling) * plotHeight}
                    className={SERIES[form].fill}
                  />
                );
                base += value;
                return rect;
              })}
              {index % 2 === weeks.length % 2 ? null : (
                <text x={x + barWidth / 2} y={height - 8} textAnchor="middle" fill="currentColor">
                  {copy.weekShort(week.week)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Legend
        items={OVERVIEW_FORMS.map((form) => ({
          swatch: SERIES[form].swatch,
          label: copy.forms[form],
        }))}
      />
      <Numbers>
        <table className="min-w-full text-left">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className={head}>
                {copy.week}
              </th>
              {OVERVIEW_FORMS.map((form) => (
                <th key={form} scope="col" className={`${head} text-right`}>
                  {copy.forms[form]}
                </th>
              ))}
              <th scope="col" className={`${head} text-right`}>
                {copy.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week.week} className="border-t border-border">
                <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                  {week.week}
                </th>
                {OVERVIEW_FORMS.map((form) => (
                  <td key={form} className={cell}>
                    {week.counts[form]}
                  </td>
                ))}
                <td className={`${cell} font-semibold`}>{totals[index]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Numbers>
    </figure>
  );
}

/** Leads by source page, most first: horizontal bars, each labelled with its page and count. */
export function SourcesChart({ sources }: { sources: { page: string; leads: number }[] }) {
  if (sources.length === 0) return <p className="text-sm">{copy.noSources}</p>;
  const width = 320;
  const row = 34;
  const height = sources.length * row;
  const ceiling = Math.max(1, ...sources.map((source) => source.leads));
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={copy.sourcesChart}
        className="h-auto w-full max-w-xl text-foreground"
        fontSize="11"
      >
        {sources.map((source, index) => {
          const barWidth = Math.max(2, (source.leads / ceiling) * (width - 30));
          return (
            <g key={source.page} transform={`translate(0 ${index * row})`}>
              <text x="0" y="11" fill="currentColor">
                {shortLabel(source.page)}
              </text>
              <rect
                x="0"
                y="16"
                width={barWidth}
                height="11"
                rx="2"
                className={SERIES.contact.fill}
              />
              <text x={barWidth + 4} y="26" fill="currentColor">
                {source.leads}
              </text>
            </g>
          );
        })}
      </svg>
      <Legend items={[{ swatch: SERIES.contact.swatch, label: copy.leadsLegend }]} />
      <Numbers>
        <table className="min-w-full text-left">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className={head}>
                {copy.page}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {copy.leads}
              </th>
            </tr>
          </thead>
          <tbody>
            {sources.map((source) => (
              <tr key={source.page} className="border-t border-border">
                <th scope="row" className="px-2 py-1 font-normal break-all">
                  {source.page}
                </th>
                <td className={cell}>{source.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Numbers>
    </figure>
  );
}
