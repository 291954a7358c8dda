import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { Cta } from "@/content/types";

/** A notice that more is on its way, with where to go meanwhile. */
export function ComingSoonNotice({
  notice,
}: {
  notice: { badge: string; title: string; description: string; actions: readonly Cta[] };
}) {
  return (
    <section aria-labelledby="coming-soon-heading" className="pb-16 sm:pb-24">
      <div className="container-page">
        <div className="mx-auto max-w-3xl rounded-3xl border border-dashed border-primary/60 bg-accent-soft p-8 text-center sm:p-12">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-xs font-bold tracking-wide text-primary-foreground uppercase rtl:tracking-normal">
            <Icon name="clock" className="size-3.5" />
            {notice.badge}
          </p>
          <h2
            id="coming-soon-heading"
            className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {notice.title}
          </h2>
          <p className="mt-3 text-pretty text-muted-foreground">{notice.description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {notice.actions.map((action, i) => (
              <Link
                key={action.href}
                href={action.href}
                className={buttonClasses({ variant: i === 0 ? "primary" : "secondary" })}
              >
                {action.label}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
