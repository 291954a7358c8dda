/**
 * The inbox list's filters in its URL (`/admin?tab=leads&status=done&source=google&q=acme`): read from the
 * query with zod (anything unknown falls back to its default) and written back for the pager
 * and the counts' links. Pure: no database.
 */
import { z } from "zod";

import { rowIdTextSchema } from "@/lib/db/row-id";
import { SUBMISSION_STATUSES } from "@/lib/db/schema";
import type { InboxFilters, WorkflowTable } from "@/lib/db/workflow";

/** The longest search the list accepts (longer input is cut). */
export const MAX_SEARCH_LENGTH = 200;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    // A real day: 2026-02-30 and 2026-13-01 are not (Date would roll them over or fail).
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  });

/** The longest source or campaign value the list accepts (a stored one is at most as long). */
export const MAX_ATTRIBUTION_LENGTH = 200;

/** A source or campaign to match exactly: trimmed text, null (any) when empty or too long. */
const attributionValue = z
  .string()
  .trim()
  .min(1)
  .max(MAX_ATTRIBUTION_LENGTH)
  .nullable()
  .catch(null);

const filtersSchema = z.object({
  status: z.enum(["open", "any", ...SUBMISSION_STATUSES]).catch("open"),
  assignee: z.union([z.enum(["anyone", "me", "nobody"]), rowIdTextSchema]).catch("anyone"),
  kind: z.enum(["any", "contact", "demo", "chat"]).catch("any"),
  from: day.nullable().catch(null),
  to: day.nullable().catch(null),
  fresh: z.boolean().catch(false),
  q: z
    .string()
    .transform((value) => value.slice(0, MAX_SEARCH_LENGTH).trim())
    .catch(""),
  source: attributionValue,
  campaign: attributionValue,
});

/** The list as it opens: every status but spam, everyone's, all forms and dates. */
export const NO_FILTERS: InboxFilters = {
  status: "open",
  assignee: "anyone",
  kind: "any",
  from: null,
  to: null,
  fresh: false,
  q: "",
  source: null,
  campaign: null,
};

type Params = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) =>
  typeof value === "string" && value !== "" ? value : undefined;

/** The filters of a list's URL; for a table other than leads, the form filter is ignored. */
export function parseFilters(params: Params, table: WorkflowTable): InboxFilters {
  const filters = filtersSchema.parse({
    status: one(params.status),
    assignee: one(params.assignee),
    kind: one(params.kind),
    from: one(params.from) ?? null,
    to: one(params.to) ?? null,
    fresh: params.new === "1",
    q: one(params.q),
    source: one(params.source) ?? null,
    campaign: one(params.campaign) ?? null,
  });
  return table === "leads" ? filters : { ...filters, kind: "any" };
}

/** The list's address with `filters` (defaults left out) and `page` (when past the first). */
export function listHref(table: WorkflowTable, filters: InboxFilters, page = 1): string {
  const query = new URLSearchParams({ tab: table });
  if (filters.status !== "open") query.set("status", filters.status);
  if (filters.assignee !== "anyone") query.set("assignee", String(filters.assignee));
  if (filters.kind !== "any") query.set("kind", filters.kind);
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  if (filters.fresh) query.set("new", "1");
  if (filters.q) query.set("q", filters.q);
  if (filters.source) query.set("source", filters.source);
  if (filters.campaign) query.set("campaign", filters.campaign);
  if (page > 1) query.set("page", String(page));
  return `/admin?${query.toString()}`;
}
