import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { Locale } from "@/config/locales";
import { formatAddress, formatOfficeHours, siteConfig, type Office } from "@/config/site";
import * as arContact from "@/content/ar/contact";
import { formatAddressAr, formatOfficeHoursAr, officeCopy } from "@/content/ar/offices";
import * as enContact from "@/content/contact";
import { cn } from "@/lib/cn";
import { pick } from "@/lib/i18n/pick";
import { getLocale } from "@/lib/i18n/request";

/** An office's name, address and hours in the page's language. */
function officeWords(office: Office, locale: Locale) {
  return locale === "ar"
    ? {
        name: officeCopy(office).name,
        address: formatAddressAr(office),
        hours: formatOfficeHoursAr(office),
      }
    : { name: office.name, address: formatAddress(office), hours: formatOfficeHours(office) };
}

/**
 * An office's email, phone, address and hours, and the way existing clients get support, in the
 * page's language (the email and phone stay left to right in Arabic).
 */
export function ContactDetails({
  office,
  showSupport = true,
  showEmail = true,
}: {
  office: Office;
  showSupport?: boolean;
  showEmail?: boolean;
}) {
  const locale = getLocale();
  const copy = pick(locale, { en: enContact, ar: arContact }).contactDetails;
  const words = officeWords(office, locale);
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
        value: `${words.name}: ${words.address}`,
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
                dir="ltr"
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
        {copy.hoursLabel}: {words.hours}
      </li>
    </ul>
  );
}
