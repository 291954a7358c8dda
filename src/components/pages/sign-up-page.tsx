import { AccountLinks } from "@/components/account/account-links";
import { AuthPanel } from "@/components/account/auth-panel";
import { WaitlistForm } from "@/components/forms/forms";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** The client portal's waitlist (/signup), in either language. */
export function SignUpPage({ locale }: { locale: Locale }) {
  const { signUpPage } = copyIn(locale, "account");
  return (
    <AuthPanel
      eyebrow={signUpPage.eyebrow}
      title={signUpPage.title}
      description={signUpPage.description}
    >
      <BreadcrumbJsonLd path="/signup" />
      <h2 className="text-lg font-semibold">{signUpPage.benefitsTitle}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {signUpPage.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <section aria-labelledby="waitlist-heading" className="mt-8 border-t border-border pt-8">
        <h2 id="waitlist-heading" className="text-lg font-semibold">
          {signUpPage.formTitle}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{signUpPage.formDescription}</p>
        <div className="mt-6">
          <WaitlistForm />
        </div>
        <p className="mt-4 text-xs text-muted-foreground">
          {signUpPage.privacyText}{" "}
          <Link
            href={signUpPage.privacy.href}
            className="text-primary underline underline-offset-4"
          >
            {signUpPage.privacy.label}
          </Link>
          .
        </p>
      </section>
      <AccountLinks prompt={signUpPage.signInPrompt} secondary={signUpPage.home} />
    </AuthPanel>
  );
}
