"use client";

import * as React from "react";

import { buttonClasses } from "@/components/ui/button";
import { adminCopy } from "@/content/admin";
import { login, type LoginState } from "@/lib/admin/actions";

/** Email and password; the email may be left empty only while the owner has no ADMIN_EMAIL. */
export function LoginForm({ emailRequired }: { emailRequired: boolean }) {
  const [state, action, pending] = React.useActionState<LoginState, FormData>(
    login,
    {},
    // Where it posts without JavaScript (React writes action="" without it): the inbox's address.
    "/admin",
  );
  return (
    <form
      action={action}
      className="mt-6 space-y-4"
      aria-describedby={state.error ? "login-error" : undefined}
    >
      {state.error ? (
        <p
          id="login-error"
          role="alert"
          className="rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm"
        >
          {state.error}
        </p>
      ) : null}
      <div>
        <label htmlFor="admin-email" className="mb-1.5 block text-sm font-medium">
          {adminCopy.emailLabel}
        </label>
        <input
          id="admin-email"
          name="email"
          type="email"
          required={emailRequired}
          autoComplete="username"
          spellCheck={false}
          className="block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-sm"
        />
      </div>
      <div>
        <label htmlFor="admin-password" className="mb-1.5 block text-sm font-medium">
          {adminCopy.passwordLabel}
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className="block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-sm"
        />
      </div>
      <button type="submit" disabled={pending} className={buttonClasses({ className: "w-full" })}>
        {adminCopy.loginButton}
      </button>
    </form>
  );
}
