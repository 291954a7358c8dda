import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { copy } from "@/lib/i18n/copy";

/** The closing block of an SDK page: back to the API reference and the docs. */
export function SdkNextSteps() {
  const c = copy("docs/sdk-page").sdkPageCopy.nextSteps;
  return (
    <section
      aria-labelledby="next-steps-title"
      className="rounded-2xl border border-border bg-accent-soft p-6 sm:p-8"
    >
      <h2 id="next-steps-title" className="text-2xl font-bold tracking-tight">
        {c.title}
      </h2>
      <p className="mt-2 text-muted-foreground">{c.description}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link href={c.apiLink.href} className={buttonClasses()}>
          {c.apiLink.label}
          <Icon name="arrowRight" />
        </Link>
        <Link href={c.docsLink.href} className={buttonClasses({ variant: "secondary" })}>
          {c.docsLink.label}
        </Link>
      </div>
    </section>
  );
}
