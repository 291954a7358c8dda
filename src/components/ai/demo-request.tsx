import { DemoRequestForm } from "@/components/forms/forms";
import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import type { Office } from "@/config/site";
import type { demoRequest, officeDetails } from "@/content/ai/contact";
import { cn } from "@/lib/cn";

/**
 * The demo request: copy and the slot where the lead's demo form goes, beside the
 * office that runs the demos (its address and hours given in the page's language).
 */
export function DemoRequest({
  request,
  details,
  office,
  address,
  email,
  hours,
}: {
  request: typeof demoRequest;
  details: typeof officeDetails;
  office: Office;
  address: string;
  email: string;
  hours: string;
}) {
  const rows = [
    { icon: "mapPin", label: details.labels.address, value: address },
    { icon: "phone", label: details.labels.phone, value: office.phone, href: office.phoneHref },
    { icon: "mail", label: details.labels.email, value: email, href: `mailto:${email}` },
    { icon: "clock", label: details.labels.hours, value: hours },
  ] as const;
  return (
    <section aria-labelledby="demo-heading" className="pb-16 sm:pb-24">
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-10">
          <h2 id="demo-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {request.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{request.description}</p>
          <ol className="mt-6 space-y-3 text-sm">
            {request.steps.map((step, i) => (
              <li key={step} className="flex items-start gap-3">
                <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
          <div className="mt-8">
            <DemoRequestForm />
          </div>
        </div>
        <aside
          aria-labelledby="office-heading"
          className="h-fit rounded-2xl border border-border bg-surface p-6 sm:p-8"
        >
          <h2 id="office-heading" className="text-xl font-semibold">
            {details.title}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{details.description}</p>
          <dl className="mt-6 space-y-5">
            {rows.map((row) => (
              <div key={row.label} className="relative min-h-10 ps-14">
                <dt className="text-sm font-semibold">
                  <span className="absolute start-0 top-0 inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
                    <Icon name={row.icon} />
                  </span>
                  {row.label}
                </dt>
                <dd className="mt-0.5 text-sm text-muted-foreground">
                  {"href" in row ? (
                    <a
                      href={row.href}
                      dir="ltr"
                      className={cn(
                        "text-primary underline-offset-4 hover:underline",
                        row.href.startsWith("tel:") && "whitespace-nowrap",
                      )}
                    >
                      {row.value}
                    </a>
                  ) : (
                    <BidiText text={row.value} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </section>
  );
}
