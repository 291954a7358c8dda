"use client";

import { clsx } from "clsx";
import { useActionState, useRef, useState, type FormEvent } from "react";

import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { SignInCopy } from "@/content/account";
import { useHydrated } from "@/lib/use-hydrated";

import { signIn } from "./actions";
import { initialSignInState } from "./sign-in-state";

const inputClasses =
  "block h-11 w-full rounded-lg border border-border bg-background px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * Email + password with a visibility toggle. No accounts exist yet: submitting only shows the
 * notice that the portal opens soon. Hydrated, the form handles the submit itself and sends no
 * request. Without JavaScript (or before hydration) it posts to a server action that answers
 * with the same notice; the inputs have no `name`, so the password is never read, logged or
 * sent anywhere. The visibility toggle needs JavaScript: it is not shown until hydration.
 */
export function SignInForm({ copy, permalink }: { copy: SignInCopy; permalink: string }) {
  const [visible, setVisible] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [posted, formAction] = useActionState(signIn, initialSignInState, permalink);
  const hydrated = useHydrated();
  const passwordRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (passwordRef.current) passwordRef.current.value = "";
    setVisible(false);
    setSubmitted(true);
  }

  return (
    // onSubmit prevents the default, so once hydrated the action is never called.
    <form action={formAction} onSubmit={handleSubmit}>
      <div className="space-y-5">
        <div>
          <label htmlFor="signin-email" className="mb-2 block text-sm font-semibold">
            {copy.emailLabel}
          </label>
          <input
            id="signin-email"
            type="email"
            required
            autoComplete="username"
            placeholder={copy.emailPlaceholder}
            className={inputClasses}
          />
        </div>
        <div>
          <div className="mb-2 flex items-center justify-between gap-4">
            <label htmlFor="signin-password" className="text-sm font-semibold">
              {copy.passwordLabel}
            </label>
            <Link
              href={copy.forgotPassword.href}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {copy.forgotPassword.label}
            </Link>
          </div>
          <div className="relative">
            <input
              ref={passwordRef}
              id="signin-password"
              type={visible ? "text" : "password"}
              required
              autoComplete="current-password"
              className={`${inputClasses} pe-12`}
            />
            <button
              type="button"
              onClick={() => setVisible((value) => !value)}
              aria-label={visible ? copy.hidePassword : copy.showPassword}
              aria-pressed={visible}
              aria-controls="signin-password"
              className={clsx(
                "absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-lg text-muted-foreground hover:text-foreground noscript:hidden",
                !hydrated && "invisible",
              )}
            >
              {visible ? (
                <Icon name="eyeOff" className="size-5" />
              ) : (
                <Icon name="eye" className="size-5" />
              )}
            </button>
          </div>
        </div>
        <button
          type="submit"
          className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover"
        >
          {copy.submit}
        </button>
      </div>
      <div id="sign-in-notice" role="status">
        {submitted || posted.submitted ? (
          <div className="mt-5 rounded-xl border border-primary/40 bg-accent-soft p-4 text-sm">
            <p className="font-semibold">{copy.notice.title}</p>
            <p className="mt-1 text-muted-foreground">{copy.notice.text}</p>
            <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {copy.notice.links.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {link.label}
                </Link>
              ))}
            </p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
