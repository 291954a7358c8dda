import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { CHAT_OFFICE } from "@/config/chat";
import { CHAT_PATH } from "@/config/routes";
import { siteConfig, type Office } from "@/config/site";
import { cn } from "@/lib/cn";
import { copy } from "@/lib/i18n/copy";

/** An office's name, address and hours in the page's language. */
function officeWords(office: Office) {
  const { officeCopy, formatAddress, formatOfficeHours } = copy("offices");
  return {
    name: officeCopy(office).name,
    address: formatAddress(office),
    hours: formatOfficeHours(office),
  };
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
  const details = copy("contact").contactDetails;
  const chatHours = copy("chat").chatCopy.hours;
  const words = officeWords(office);
  const rows: { icon: "mail" | "phone" | "mapPin"; label: string; value: string; href?: string }[] =
    [
      ...(showEmail
        ? [
            {
              icon: "mail" as const,
              label: details.labels.email,
              value: siteConfig.email,
              href: `mailto:${siteConfig.email}`,
            },
          ]
        : []),
      { icon: "phone", label: details.labels.phone, value: office.phone, href: office.phoneHref },
      {
        icon: "mapPin",
        label: details.labels.office,
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
          {/* An address is one long word: it breaks where it must at 320 px (WCAG 1.4.10). */}
          <span className="min-w-0 wrap-anywhere">
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
              <span className="text-muted-foreground">
                <BidiText text={row.value} />
              </span>
            )}
          </span>
        </li>
      ))}
      {siteConfig.channels.liveChat.exists && office.id === CHAT_OFFICE.id ? (
        <li className="flex gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
            <Icon name="messageCircle" />
          </span>
          <span>
            <span className="block text-sm font-semibold">{details.labels.chat}</span>
            <span className="block text-muted-foreground">{chatHours}</span>
            <Link
              href={CHAT_PATH}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {details.chat.linkLabel}
            </Link>
          </span>
        </li>
      ) : null}
      {showSupport ? (
        <li className="flex gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-primary ring-1 ring-border">
            <Icon name="headphones" />
          </span>
          <span>
            <span className="block text-sm font-semibold">{details.labels.support}</span>
            <span className="block text-muted-foreground">{details.support.text}</span>
            <Link
              href={details.support.href}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {details.support.linkLabel}
            </Link>
          </span>
        </li>
      ) : null}
      <li className="text-sm text-muted-foreground">
        {details.hoursLabel}: <BidiText text={words.hours} />
      </li>
    </ul>
  );
}
