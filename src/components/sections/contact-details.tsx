import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { formatAddress, formatOfficeHours, siteConfig, type Office } from "@/config/site";
import { contactDetails as copy } from "@/content/contact";
import { cn } from "@/lib/cn";

/** An office's email, phone, address and hours, and the way existing clients get support. */
export function ContactDetails({
  office,
  showSupport = true,
  showEmail = true,
}: {
  office: Office;
  showSupport?: boolean;
  showEmail?: boolean;
}) {
  const rows: { icon: "mail" | "phone" | "mapPin"; label: string; value: string; href?: string }[] =
    [
      ...(showEmail
        ? [
            {
              icon: "mail" as const,
              label: copy.labels.email,
              value: siteConfig.email,
              href: `mailto:${siteConfig.email}`,
            },
          ]
        : []),
      { icon: "phone", label: copy.labels.phone, value: office.phone, href: office.phoneHref },
      {
        icon: "mapPin",
        label: copy.labels.office,
        value: `${office.name}: ${formatAddress(office)}`,
      },
    ];
  return (
    <ul className="space-y-5">
      {rows.map((row) => (
        <li key={row.label} className="flex gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
            <Icon name={row.icon} />
          </span>
          <span>
            <span className="block text-sm font-semibold">{row.label}</span>
            {row.href ? (
              <a
                href={row.href}
                className={cn(
                  "text-muted-foreground underline-offset-4 hover:text-foreground hover:underline",
                  row.href.startsWith("tel:") && "whitespace-nowrap",
                )}
              >
                {row.value}
              </a>
            ) : (
              <span className="text-muted-foreground">{row.value}</span>
            )}
          </span>
        </li>
      ))}
      {showSupport ? (
        <li className="flex gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
            <Icon name="headphones" />
          </span>
          <span>
            <span className="block text-sm font-semibold">{copy.labels.support}</span>
            <span className="block text-muted-foreground">{copy.support.text}</span>
            <Link
              href={copy.support.href}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {copy.support.linkLabel}
            </Link>
          </span>
        </li>
      ) : null}
      <li className="text-sm text-muted-foreground">
        {copy.hoursLabel}: {formatOfficeHours(office)}
      </li>
    </ul>
  );
}
