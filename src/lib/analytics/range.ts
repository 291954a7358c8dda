import { RETENTION, retentionCutoff } from "@/config/retention";

import { dayOf } from "./ingest";

/** The ranges the team's view offers in one click, in days ending today. */
export const PRESET_DAYS = [7, 30, 90, 365] as const;
type PresetDays = (typeof PRESET_DAYS)[number];
const DEFAULT_DAYS: PresetDays = 30;

/** A range of whole UTC days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
  /** How many days it holds. */
  days: number;
  /** The preset it is, when it is one (ending today). */
  preset: PresetDays | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** A YYYY-MM-DD that is a real date (2026-02-30 is not), or null. */
function validDay(value: string | undefined): string | null {
  if (!value || !DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value ? value : null;
}

const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY));
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The range a query asks for: `days` (one of PRESET_DAYS, ending today) wins; otherwise `from`
 * and `to` (either may be missing: to is today, from is 30 days before to), swapped when given
 * backwards, kept within the days whose counts are kept (RETENTION.analytics) and not after
 * today; otherwise the last 30 days.
 */
export function rangeOf(query: Query, now = new Date()): DayRange {
  const today = dayOf(now);
  const preset = (days: PresetDays): DayRange => ({
    from: addDays(today, 1 - days),
    to: today,
    days,
    preset: days,
  });
  const days = Number(one(query.days));
  const asked = PRESET_DAYS.find((choice) => choice === days);
  if (asked) return preset(asked);
  let to = validDay(one(query.to)) ?? today;
  let from = validDay(one(query.from));
  if (!from && !one(query.to)) return preset(DEFAULT_DAYS);
  from ??= addDays(to, 1 - DEFAULT_DAYS);
  if (from > to) [from, to] = [to, from];
  const earliest = dayOf(retentionCutoff(now, RETENTION.analytics));
  if (to > today) to = today;
  if (from < earliest) from = earliest;
  if (from > to) from = to;
  const span = daysBetween(from, to);
  const matches = PRESET_DAYS.find((choice) => choice === span && to === today) ?? null;
  return { from, to, days: span, preset: matches };
}

/** The range as a query string (from and to), for links that keep it. */
export function rangeQuery(range: DayRange): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}
