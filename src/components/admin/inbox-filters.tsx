import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { workflowCopy } from "@/content/admin-workflow";
import { listHref, MAX_SEARCH_LENGTH, NO_FILTERS } from "@/lib/admin/filters";
import { cn } from "@/lib/cn";
import type { AdminUser } from "@/lib/db/accounts";
import { SUBMISSION_STATUSES } from "@/lib/db/schema";
import {
  DIRECT_SOURCE,
  type InboxFilters as Filters,
  type WorkflowCounts,
  type WorkflowTable,
} from "@/lib/db/workflow";

const copy = workflowCopy.filters;
const control = "block w-full rounded-lg border border-border bg-background px-3 py-2 text-sm";
const labelClasses = "mb-1 block text-sm font-medium";
const linkClasses = "font-medium text-primary underline-offset-4 hover:underline";

/** The values a select offers: the known ones, and the chosen one even if no row has it now. */
function withChosen(values: readonly string[], chosen: string | null): string[] {
  return chosen === null || values.includes(chosen) ? [...values] : [...values, chosen];
}

/**
 * The list's filters as one GET form (it works without JavaScript: the browser puts the fields
 * in the URL): status, assignee, form (leads), dates, source and campaign, new since the last
 * visit, and a search.
 */
export function InboxFilters({
  table,
  filters,
  accounts,
  choices,
}: {
  table: WorkflowTable;
  filters: Filters;
  accounts: AdminUser[];
  /** The sources (campaign sources and referrer hosts) and campaigns the table's rows have. */
  choices: { sources: readonly string[]; campaigns: readonly string[] };
}) {
  // The filters beyond the search open when one of them is set.
  const narrowed = listHref(table, { ...filters, q: "" }) !== listHref(table, NO_FILTERS);
  return (
    <form
      // A new form for new filters: after a client-side navigation (a count's link), the fields
      // show the filters of the URL, not those typed before (their defaults apply on mount only).
      key={listHref(table, filters)}
      method="get"
      action="/admin"
      role="search"
      aria-label={copy.title}
      className="mb-4 rounded-lg border border-border p-4"
    >
      <input type="hidden" name="tab" value={table} />
      <label htmlFor="filter-q" className={labelClasses}>
        {copy.searchLabel}
      </label>
      <div className="flex gap-2">
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={MAX_SEARCH_LENGTH}
          aria-describedby="filter-q-hint"
          className={control}
        />
        <button type="submit" className={buttonClasses({ size: "sm" })}>
          {copy.apply}
        </button>
      </div>
      <p id="filter-q-hint" className="mt-1 text-xs text-muted-foreground">
        {copy.searchHint}
      </p>
      <details open={narrowed} className="mt-3">
        <summary className="cursor-pointer text-sm font-medium">{copy.more}</summary>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor="filter-status" className={labelClasses}>
              {copy.statusLabel}
            </label>
            <select
              id="filter-status"
              name="status"
              defaultValue={filters.status}
              className={control}
            >
              <option value="open">{copy.statusOpen}</option>
              <option value="any">{copy.statusAny}</option>
              {SUBMISSION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {workflowCopy.statuses[status]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-assignee" className={labelClasses}>
              {copy.assigneeLabel}
            </label>
            <select
              id="filter-assignee"
              name="assignee"
              defaultValue={String(filters.assignee)}
              className={control}
            >
              <option value="anyone">{copy.anyone}</option>
              <option value="me">{copy.me}</option>
              <option value="nobody">{copy.nobody}</option>
              {accounts.map((account) => (
                <option key={account.id} value={String(account.id)}>
                  {account.name}
                </option>
              ))}
            </select>
          </div>
          {table === "leads" ? (
            <div>
              <label htmlFor="filter-kind" className={labelClasses}>
                {copy.kindLabel}
              </label>
              <select id="filter-kind" name="kind" defaultValue={filters.kind} className={control}>
                <option value="any">{copy.anyKind}</option>
                {Object.entries(workflowCopy.kinds).map(([kind, label]) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div>
            <label htmlFor="filter-from" className={labelClasses}>
              {copy.fromLabel}
            </label>
            <input
              id="filter-from"
              name="from"
              type="date"
              defaultValue={filters.from ?? ""}
              className={control}
            />
          </div>
          <div>
            <label htmlFor="filter-to" className={labelClasses}>
              {copy.toLabel}
            </label>
            <input
              id="filter-to"
              name="to"
              type="date"
              defaultValue={filters.to ?? ""}
              className={control}
            />
          </div>
          <div>
            <label htmlFor="filter-source" className={labelClasses}>
              {copy.sourceLabel}
            </label>
            <select
              id="filter-source"
              name="source"
              defaultValue={filters.source ?? ""}
              className={control}
            >
              <option value="">{copy.anySource}</option>
              <option value={DIRECT_SOURCE}>{copy.directSource}</option>
              {withChosen(choices.sources, filters.source)
                .filter((source) => source !== DIRECT_SOURCE)
                .map((source) => (
                  <option key={source} value={source}>
                    {source}
                  </option>
                ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-campaign" className={labelClasses}>
              {copy.campaignLabel}
            </label>
            <select
              id="filter-campaign"
              name="campaign"
              defaultValue={filters.campaign ?? ""}
              className={control}
            >
              <option value="">{copy.anyCampaign}</option>
              {withChosen(choices.campaigns, filters.campaign).map((campaign) => (
                <option key={campaign} value={campaign}>
                  {campaign}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="new" value="1" defaultChecked={filters.fresh} />
            {copy.freshLabel}
          </label>
          <Link href={listHref(table, NO_FILTERS)} className={`text-sm ${linkClasses}`}>
            {copy.clear}
          </Link>
        </div>
      </details>
    </form>
  );
}

/**
 * The table's counts on the first screen, each a link to the list so filtered: the total (spam
 * not counted), each status, spam apart, and what is new since the viewer's last visit.
 */
export function WorkflowCountLinks({
  table,
  counts,
  filters,
}: {
  table: WorkflowTable;
  counts: WorkflowCounts;
  /** The list's filters: the count that shows exactly these is marked current. */
  filters: Filters;
}) {
  const shown = listHref(table, filters);
  const countsCopy = workflowCopy.counts;
  const items: { key: string; href: string; text: string }[] = [
    {
      key: "fresh",
      href: listHref(table, { ...NO_FILTERS, fresh: true }),
      text: countsCopy.fresh(counts.fresh),
    },
    { key: "total", href: listHref(table, NO_FILTERS), text: countsCopy.total(counts.total) },
    ...SUBMISSION_STATUSES.filter((status) => status !== "spam").map((status) => ({
      key: status,
      href: listHref(table, { ...NO_FILTERS, status }),
      text: countsCopy.status(workflowCopy.statuses[status], counts.byStatus[status]),
    })),
    {
      key: "spam",
      href: listHref(table, { ...NO_FILTERS, status: "spam" }),
      text: countsCopy.spam(counts.byStatus.spam),
    },
  ];
  return (
    <nav aria-label={countsCopy.label} className="mb-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={item.href === shown ? "page" : undefined}
              className={cn(
                "inline-block rounded-full border border-border px-3 py-1 hover:bg-muted",
                item.href === shown && "border-primary font-semibold",
              )}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
