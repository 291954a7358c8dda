import Link from "next/link";

import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { formatAddress, siteConfig } from "@/config/site";
import { dataProcessing } from "@/content/legal/data-processing";

/** The data protection officer's contact card (facts from the site config). */
export function DpoContact() {
  const { dpo } = dataProcessing;
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <p className="max-w-[68ch] leading-relaxed text-muted-foreground">{dpo.description}</p>
      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className="flex gap-3">
          <Icon name="mail" className="mt-0.5 shrink-0 text-primary" />
          <div>
            <dt className="text-sm font-semibold">{dpo.emailLabel}</dt>
            <dd className="mt-1">
              <a
                href={`mailto:${siteConfig.privacyEmail}`}
                className="font-medium text-primary underline underline-offset-2 hover:decoration-2"
              >
                {siteConfig.privacyEmail}
              </a>
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <Icon name="mapPin" className="mt-0.5 shrink-0 text-primary" />
          <div>
            <dt className="text-sm font-semibold">{dpo.addressLabel}</dt>
            <dd className="mt-1 text-muted-foreground">
              <address className="not-italic">
                {dpo.addressPrefix}, {formatAddress(siteConfig.offices.beirut)}
              </address>
            </dd>
          </div>
        </div>
      </dl>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row print:hidden">
        <Link href={dpo.privacyLink.href} className={buttonClasses({ variant: "secondary" })}>
          {dpo.privacyLink.label}
        </Link>
        <Link href={dpo.complianceLink.href} className={buttonClasses({ variant: "ghost" })}>
          {dpo.complianceLink.label}
          <Icon name="arrowRight" />
        </Link>
      </div>
    </div>
  );
}
