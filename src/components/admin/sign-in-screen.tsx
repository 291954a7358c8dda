import { LoginForm } from "@/components/admin/login-form";
import { adminCopy } from "@/content/admin";
import type { AdminAccess } from "@/lib/admin/auth";

/** What an admin page shows instead of its content when the visitor is not signed in. */
export function SignInScreen({ access }: { access: Exclude<AdminAccess, "signed-in"> }) {
  if (access === "disabled") {
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
      {access === "unavailable" ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      ) : null}
      <LoginForm />
    </section>
  );
}
