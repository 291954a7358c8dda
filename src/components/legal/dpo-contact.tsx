import { BidiText } from "@/components/ui/bidi-text";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { siteConfig } from "@/config/site";
import { copy } from "@/lib/i18n/copy";

import { ContactItem, contactLinkClasses } from "./contact-item";

/** The data protection officer's contact card (facts from the site config). */
export function DpoContact() {
  const { dpo } = copy("legal/data-processing").dataProcessing;
  const { formatAddress } = copy("offices");
  const hq = siteConfig.offices.beirut;
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <p className="max-w-[68ch] leading-relaxed text-muted-foreground">{dpo.description}</p>
      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        <ContactItem icon="mail" label={dpo.emailLabel}>
          <a href={`mailto:${siteConfig.privacyEmail}`} dir="ltr" className={contactLinkClasses}>
            {siteConfig.privacyEmail}
          </a>
        </ContactItem>
        <ContactItem icon="mapPin" label={dpo.addressLabel}>
          <address className="text-muted-foreground not-italic">
            {dpo.addressPrefix}
            {dpo.addressSeparator}
            <BidiText text={formatAddress(hq)} />
          </address>
        </ContactItem>
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
