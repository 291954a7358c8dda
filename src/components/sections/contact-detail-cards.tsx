import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import type { ContactDetail } from "@/content/company";
import { cn } from "@/lib/cn";

/**
 * Contact facts (email, phone, address...) as a description list with links where they act; the
 * caller gives them in the page's language.
 */
export function ContactDetailCards({ details }: { details: readonly ContactDetail[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {details.map((detail) => (
        <div key={detail.label} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <dt className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
            <Icon name={detail.icon} className="size-4 text-primary" />
            {detail.label}
          </dt>
          <dd className="mt-2 font-medium wrap-anywhere">
            {detail.href ? (
              <a
                href={detail.href}
                // An address or a number reads left to right, on an Arabic page too.
                dir={/^(mailto|tel):/.test(detail.href) ? "ltr" : undefined}
                className={cn(
                  "text-primary underline-offset-4 hover:underline",
                  detail.href.startsWith("tel:") && "whitespace-nowrap",
                )}
              >
                <BidiText text={detail.value} />
              </a>
            ) : (
              <BidiText text={detail.value} />
            )}
            {detail.note ? (
              <span className="mt-1 block text-xs text-muted-foreground">{detail.note}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
