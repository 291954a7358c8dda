import { AuthPanel } from "@/components/account/auth-panel";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** What to do about a forgotten portal password (ask support), in either language. */
export function ForgotPasswordPage({ locale }: { locale: Locale }) {
  const copy = copyIn(locale, "account").forgotPasswordPage;
  return (
    <AuthPanel eyebrow={copy.eyebrow} title={copy.title} description={copy.description}>
      <BreadcrumbJsonLd path="/forgot-password" />
      <div className="space-y-4 text-sm leading-relaxed text-muted-foreground">
        {copy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Link href={copy.primary.href} className={buttonClasses({ className: "mt-8 w-full" })}>
        {copy.primary.label}
        <Icon name="arrowRight" />
      </Link>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        {copy.emailLabel}{" "}
        <a
          href={`mailto:${copy.email}`}
          dir="ltr"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {copy.email}
        </a>
      </p>
      <p className="mt-8 border-t border-border pt-6 text-center text-sm">
        <Link
          href={copy.back.href}
          className="text-muted-foreground hover:text-foreground hover:underline"
        >
          {copy.back.label}
        </Link>
      </p>
    </AuthPanel>
  );
}
