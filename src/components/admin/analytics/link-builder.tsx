import { CopyButton } from "@/components/docs/copy-button";
import { siteConfig } from "@/config/site";
import { adminAnalyticsCopy } from "@/content/admin-analytics";
import { campaignLink, type CampaignLinkInput } from "@/lib/analytics/campaign-link";
import type { DayRange } from "@/lib/analytics/range";
import type { ChartMetric } from "@/lib/analytics/report";

const copy = adminAnalyticsCopy.builder;

const field =
  "block h-9 w-full rounded-md border border-border bg-background px-2.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * The campaign link builder: a GET form (the range kept in hidden fields) whose answer is the
 * built link as selectable text, with the site's copy button (copy-script.ts: shown only while
 * scripts run).
 */
export function LinkBuilder({
  input,
  range,
  metric,
  pages,
}: {
  input: CampaignLinkInput;
  range: DayRange;
  metric: ChartMetric;
  pages: readonly string[];
}) {
  const built = campaignLink(siteConfig.url, input);
  const inputs = [
    {
      name: "page",
      label: copy.page,
      hint: copy.pageHint,
      value: input.page,
      list: "analytics-pages",
    },
    { name: "utm_source", label: copy.source, hint: copy.sourceHint, value: input.source },
    { name: "utm_medium", label: copy.medium, hint: copy.mediumHint, value: input.medium },
    { name: "utm_campaign", label: copy.campaign, hint: copy.campaignHint, value: input.campaign },
  ];
  const error =
    built.state === "invalid-page"
      ? copy.invalidPage
      : built.state === "needs-source"
        ? copy.needsSource
        : null;
  return (
    <section
      id="link-builder"
      aria-labelledby="link-builder-title"
      className="rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <h2 id="link-builder-title" className="text-base font-semibold">
        {copy.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">{copy.intro}</p>
      <form
        method="get"
        action="/admin/analytics#link-builder"
        aria-labelledby="link-builder-title"
      >
        <input type="hidden" name="from" value={range.from} />
        <input type="hidden" name="to" value={range.to} />
        <input type="hidden" name="metric" value={metric} />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {inputs.map((item) => (
            <div key={item.name}>
              <label htmlFor={`builder-${item.name}`} className="text-sm font-medium">
                {item.label}
              </label>
              <input
                type="text"
                id={`builder-${item.name}`}
                name={item.name}
                defaultValue={item.value}
                list={item.list}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={`builder-${item.name}-hint`}
                className={`mt-1 ${field}`}
              />
              <p id={`builder-${item.name}-hint`} className="mt-1 text-xs text-muted-foreground">
                {item.hint}
              </p>
            </div>
          ))}
        </div>
        <datalist id="analytics-pages">
          {pages.map((page) => (
            <option key={page} value={page} />
          ))}
        </datalist>
        <button
          type="submit"
          className="mt-4 h-9 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        >
          {copy.build}
        </button>
      </form>
      {error ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {built.state === "built" ? (
        <figure className="mt-4 rounded-lg border border-border bg-muted/50">
          <figcaption className="flex items-center justify-between gap-2 border-b border-border px-3 py-1">
            <span className="text-xs font-semibold text-muted-foreground">{copy.result}</span>
            <CopyButton name={` ${copy.copyLabel}`} />
          </figcaption>
          <pre
            data-campaign-link=""
            className="overflow-x-auto px-3 py-2 font-mono text-sm break-all whitespace-pre-wrap select-all"
          >
            {built.url}
          </pre>
        </figure>
      ) : null}
    </section>
  );
}
