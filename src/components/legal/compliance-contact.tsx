import Link from "next/link";

import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { formatAddress, siteConfig } from "@/config/site";
import { complianceContact } from "@/content/legal/compliance";

/** Closing contact block of /compliance: the DPO's email and the headquarters address. */
export function ComplianceContact() {
  const { id, title, description, emailLabel, addressLabel, phoneLabel, links } = complianceContact;
  return (
    <section aria-labelledby={`${id}-heading`} className="pb-16 sm:pb-24">
      <div className="container-page">
        <div className="grid gap-10 rounded-3xl border border-border bg-surface p-8 sm:p-12 lg:grid-cols-2">
          <div>
            <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-balance">
              {title}
            </h2>
            <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {links.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  className={buttonClasses({ variant: "secondary" })}
                >
                  {link.label}
                </Link>
              ))}
            </div>
          </div>
          <dl className="space-y-6 self-center">
            <div className="flex gap-4">
              <Icon name="mail" className="mt-1 shrink-0 text-primary" />
              <div>
                <dt className="font-semibold">{emailLabel}</dt>
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
            <div className="flex gap-4">
              <Icon name="mapPin" className="mt-1 shrink-0 text-primary" />
              <div>
                <dt className="font-semibold">{addressLabel}</dt>
                <dd className="mt-1 text-muted-foreground">
                  <address className="not-italic">
                    {siteConfig.legalName}
                    <br />
                    {formatAddress(siteConfig.offices.beirut)}
                  </address>
                </dd>
              </div>
            </div>
            <div className="flex gap-4">
              <Icon name="phone" className="mt-1 shrink-0 text-primary" />
              <div>
                <dt className="font-semibold">{phoneLabel}</dt>
                <dd className="mt-1">
                  <a href={siteConfig.offices.beirut.phoneHref} className="hover:text-primary">
                    {siteConfig.offices.beirut.phone}
                  </a>
                </dd>
              </div>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
