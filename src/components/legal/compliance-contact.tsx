import { BidiText } from "@/components/ui/bidi-text";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { siteConfig } from "@/config/site";
import { copy } from "@/lib/i18n/copy";

import { ContactItem, contactLinkClasses } from "./contact-item";

/** Closing contact block of /compliance: the DPO's email and the headquarters address. */
export function ComplianceContact() {
  const { id, title, description, emailLabel, addressLabel, phoneLabel, links } =
    copy("legal/compliance").complianceContact;
  const { formatAddress } = copy("offices");
  const hq = siteConfig.offices.beirut;
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
            <ContactItem icon="mail" label={emailLabel}>
              <a
                href={`mailto:${siteConfig.privacyEmail}`}
                dir="ltr"
                className={contactLinkClasses}
              >
                {siteConfig.privacyEmail}
              </a>
            </ContactItem>
            <ContactItem icon="mapPin" label={addressLabel}>
              <address className="text-muted-foreground not-italic">
                {siteConfig.legalName}
                <br />
                <BidiText text={formatAddress(hq)} />
              </address>
            </ContactItem>
            <ContactItem icon="phone" label={phoneLabel}>
              <a href={hq.phoneHref} dir="ltr" className="whitespace-nowrap hover:text-primary">
                {hq.phone}
              </a>
            </ContactItem>
          </dl>
        </div>
      </div>
    </section>
  );
}
