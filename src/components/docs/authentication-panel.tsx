import { CodeBlock } from "@/components/docs/code-block";
import { PanelHeading } from "@/components/docs/panel-heading";
import { BidiText } from "@/components/ui/bidi-text";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { copy } from "@/lib/i18n/copy";

/**
 * /api, Authentication tab: the bearer API key in the Authorization header. From lg its text
 * (heading, rules, link) and its code (the header, the base URL, a request) face each other from
 * the top, so the page's first screen is two full columns, not text beside a short sample.
 */
export function AuthenticationPanel() {
  const a = copy("docs/api-reference").authentication;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
      <div className="min-w-0">
        <PanelHeading title={a.title} description={a.description} />
        <ul className="space-y-3 text-sm">
          {a.points.map((point) => (
            <li key={point} className="flex gap-2">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                <BidiText text={point} />
              </span>
            </li>
          ))}
        </ul>
        <Link
          href={a.moreLink.href}
          className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
        >
          {a.moreLink.label}
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </div>
      <div className="min-w-0 space-y-6">
        <CodeBlock sample={a.header} />
        <dl className="rounded-xl border border-border bg-card p-4 text-sm">
          <dt className="font-semibold">{a.baseUrlLabel}</dt>
          <dd className="mt-1 font-mono break-all text-muted-foreground">
            <span dir="ltr">{a.baseUrl}</span>
          </dd>
        </dl>
        <CodeBlock sample={a.sample} />
      </div>
    </div>
  );
}
