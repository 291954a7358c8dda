import { AuthPanel } from "@/components/account/auth-panel";
import { BreadcrumbJsonLd } from "@/components/json-ld";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { forgotPasswordPage as copy } from "@/content/account";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/forgot-password");

export default function ForgotPasswordPage() {
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
