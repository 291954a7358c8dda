import { BidiText } from "@/components/ui/bidi-text";
import { Link } from "@/components/ui/link";
import { siteConfig } from "@/config/site";
import { copy } from "@/lib/i18n/copy";
import { navigation } from "@/lib/i18n/navigation";
import { getLocale } from "@/lib/i18n/request";

import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icon";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const locale = getLocale();
  const { layoutCopy } = copy("ui");
  const { footerGroups } = navigation(locale);
  const { description } = copy("site").siteCopy;
  return (
    <footer data-site-footer="" className="border-t border-border bg-surface">
      {/* Room under the last line for the fixed chat launcher (bottom-4, h-12), which would cover it. */}
      <div className="container-page pt-10 pb-24 sm:pt-14">
        {/* Link groups two by two on phones, all in one row from lg. */}
        <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:gap-y-10 lg:grid-cols-6">
          <div className="col-span-2">
            <Logo place="footer" />
            <p className="mt-4 max-w-xs text-sm text-muted-foreground">
              <BidiText text={description} locale={locale} />
            </p>
            <h2 className="sr-only">{layoutCopy.footer.socialHeading}</h2>
            <ul className="mt-6 flex gap-2">
              {siteConfig.social.map((social) => (
                <li key={social.id}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-10 items-center justify-center rounded-lg border border-border text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
                  >
                    <SocialIcon id={social.id} />
                    <span className="sr-only">
                      {layoutCopy.footer.socialLinkLabel(siteConfig.name, social.label)}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.id} aria-label={layoutCopy.footer.groupLabel(group.title)}>
              <h2 className="text-sm font-semibold">{group.title}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className="text-sm text-muted-foreground transition-colors hover:text-foreground"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-border pt-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            <BidiText
              text={layoutCopy.footer.copyright(year, siteConfig.legalName)}
              locale={locale}
            />
          </p>
          <div className="flex items-center gap-4">
            <LanguageSwitch className="-mx-3 inline-flex" />
            <a href={`mailto:${siteConfig.email}`} dir="ltr" className="hover:text-foreground">
              {siteConfig.email}
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
