import { LoginForm } from "@/components/admin/login-form";
import { adminCopy } from "@/content/admin";
import { LEGACY_OWNER_EMAIL, type AdminAccess } from "@/lib/admin/auth";

/** What an admin page shows instead of its content when the visitor is not signed in. */
export function SignInScreen({ access }: { access: Exclude<AdminAccess, { state: "signed-in" }> }) {
  if (access.state === "disabled") {
    return (
      <section className="mx-auto max-w-lg">
        <h1 className="text-2xl font-bold">{adminCopy.disabledTitle}</h1>
        <p className="mt-3 text-muted-foreground">{adminCopy.disabledText}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-sm">
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
    </section>
  );
}
