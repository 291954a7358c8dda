import { AccountLinks } from "@/components/account/account-links";
import { AuthPanel } from "@/components/account/auth-panel";
import { SignInForm } from "@/components/account/sign-in-form";
import { SocialSignIn } from "@/components/account/social-sign-in";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { Link } from "@/components/ui/link";
import { localizeHref, type Locale } from "@/config/locales";
import { copyIn } from "@/lib/i18n/copy";

/** The client portal's sign-in (no accounts exist yet), in either language. */
export function SignInPage({ locale }: { locale: Locale }) {
  const { signInPage } = copyIn(locale, "account");
  return (
    <AuthPanel
      eyebrow={signInPage.eyebrow}
      title={signInPage.title}
      description={signInPage.description}
    >
      <BreadcrumbJsonLd path="/signin" />
      <noscript>
        <div className="mb-6 rounded-xl border border-border bg-accent-soft p-4 text-sm">
          <p>{signInPage.noScript}</p>
          <p className="mt-2 flex gap-6">
            {signInPage.form.notice.links.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                className="font-semibold text-primary underline"
              >
                {link.label}
              </Link>
            ))}
          </p>
        </div>
      </noscript>
      <SignInForm copy={signInPage.form} page={localizeHref("/signin", locale)} />
      <SocialSignIn {...signInPage.social} />
      <AccountLinks prompt={signInPage.signUpPrompt} secondary={signInPage.home} />
    </AuthPanel>
  );
}
