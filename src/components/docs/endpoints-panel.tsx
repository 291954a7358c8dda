import { PanelHeading } from "@/components/docs/panel-heading";
import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { Endpoint, HttpMethod } from "@/content/docs/types";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

const methodClasses: Record<HttpMethod, string> = {
  GET: "text-success",
  POST: "text-primary",
  PUT: "text-foreground",
  PATCH: "text-foreground",
  DELETE: "text-danger",
};

/** /api, Endpoints tab: the endpoint table (from the typed list) and the WebSocket note. */
export function EndpointsPanel({ endpoints }: { endpoints: readonly Endpoint[] }) {
  const c = copy("docs/api-reference").endpointsCopy;
  return (
    <>
      <PanelHeading title={c.title} description={c.description} />
      <section
        aria-label={c.caption}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table className="w-full min-w-[44rem] text-start text-sm">
          <caption className="sr-only">{c.caption}</caption>
          <thead className="border-b border-border bg-surface text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {c.headers.method}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {c.headers.path}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {c.headers.description}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {c.headers.category}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {endpoints.map((endpoint) => (
              <tr key={`${endpoint.method} ${endpoint.path}`} className="align-top">
                <td className="px-4 py-4">
                  <span
                    className={cn(
                      "inline-flex rounded-md border border-border bg-surface px-2 py-0.5 font-mono text-xs font-bold",
                      methodClasses[endpoint.method],
                    )}
                  >
                    {endpoint.method}
                  </span>
                </td>
                <td className="px-4 py-4 font-mono text-[0.8125rem] whitespace-nowrap">
                  <span dir="ltr">{endpoint.path}</span>
                </td>
                <td className="px-4 py-4">
                  <p className="leading-relaxed text-muted-foreground">{endpoint.description}</p>
                  {endpoint.payload.length > 0 ? (
                    <dl className="mt-3 space-y-2">
                      <dt className="text-xs font-semibold tracking-wide uppercase">
                        {c.payloadLabel}
                      </dt>
                      {endpoint.payload.map((field) => (
                        <dd key={field.name} className="text-[0.8125rem]">
                          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">
                            {field.name}
                          </code>{" "}
                          <span dir="ltr" className="font-mono text-xs text-muted-foreground">
                            {field.type}
                          </span>
                          <span className="block text-muted-foreground">
                            <BidiText text={field.description} />
                          </span>
                        </dd>
                      ))}
                    </dl>
                  ) : null}
                </td>
                <td className="px-4 py-4 whitespace-nowrap">
                  <span className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold">
                    {c.categories[endpoint.category]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <aside
        aria-labelledby="realtime-title"
        className="mt-8 flex flex-col gap-4 rounded-2xl border border-border bg-accent-soft p-6 sm:flex-row sm:items-start"
      >
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-card text-primary ring-1 ring-border">
          <Icon name="zap" className="size-5" />
        </span>
        <div>
          <h3 id="realtime-title" className="text-lg font-semibold">
            {c.realtime.title}
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
            {c.realtime.description}
          </p>
          <Link
            href={c.realtime.link.href}
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
          >
            {c.realtime.link.label}
            <Icon name="arrowRight" className="size-4" />
          </Link>
        </div>
      </aside>
    </>
  );
}
