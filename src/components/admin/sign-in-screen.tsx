import type * as React from "react";

import { LoginForm } from "@/components/admin/login-form";
import { Logo } from "@/components/layout/logo";
import { adminCopy } from "@/content/admin";
import { LEGACY_OWNER_EMAIL, type AdminAccess } from "@/lib/admin/auth";

/**
 * The brand above a card, as the public header shows it (its mark and name, linking home). The
 * inbox has no site header, so the header's gradient id is free on these pages.
 */
function BrandedCard({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-sm sm:mt-8">
      <div className="flex justify-center">
        <Logo place="header" />
      </div>
      <section className="mt-6 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        {children}
      </section>
    </div>
  );
}

/** What an admin page shows instead of its content when the visitor is not signed in. */
export function SignInScreen({ access }: { access: Exclude<AdminAccess, { state: "signed-in" }> }) {
  if (access.state === "disabled") {
    return (
      <BrandedCard>
        <h1 className="text-2xl font-bold">{adminCopy.disabledTitle}</h1>
        <p className="mt-3 text-muted-foreground">{adminCopy.disabledText}</p>
      </BrandedCard>
    );
  }
  return (
    <BrandedCard>
      <h1 className="text-2xl font-bold">{adminCopy.loginTitle}</h1>
      {access.state === "unavailable" ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      ) : null}
      {access.legacyOwner ? (
        <p className="mt-3 rounded-lg border border-border bg-muted/40 p-3 text-sm">
          {adminCopy.legacyOwnerNotice(LEGACY_OWNER_EMAIL)}
        </p>
      ) : null}
      <LoginForm emailRequired={!access.legacyOwner} />
    </BrandedCard>
  );
}
