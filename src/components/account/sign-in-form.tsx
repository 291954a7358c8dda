import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { PageScript } from "@/components/ui/page-script";
import type { SignInCopy } from "@/content/account";

import { signInScript } from "./sign-in-script";

const inputClasses =
  "block h-11 w-full rounded-lg border border-border bg-background px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** The id of the notice: the fragment the form goes to without JavaScript. */
const NOTICE_ID = "sign-in-notice";

/**
 * Email + password with a visibility toggle, as HTML: a server component, so the page ships no
 * framework JavaScript. No accounts exist yet: submitting only shows the notice that the portal
 * opens soon, and the inputs have no `name`, so nothing the visitor typed is ever sent.
 * - With JavaScript, the inline head script (sign-in-script.ts) handles the submit: it clears
 *   the password and shows the notice in its status region, sending no request; it also drives
 *   the visibility toggle, which is shown only while scripting.
 * - Without JavaScript, the form is a GET to this page's `#sign-in-notice` (with no field to
 *   send): the page comes back with the notice as the target, which CSS shows.
 */
export function SignInForm({ copy, page }: { copy: SignInCopy; page: string }) {
  return (
    <form method="get" action={`${page}#${NOTICE_ID}`} data-portal-sign-in="">
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
              id="signin-password"
              type="password"
              required
              autoComplete="current-password"
              className={`${inputClasses} pe-12`}
            />
            <button
              type="button"
              data-password-toggle=""
              data-show={copy.showPassword}
              data-hide={copy.hidePassword}
              aria-label={copy.showPassword}
              aria-pressed="false"
              aria-controls="signin-password"
              className="group/eye absolute inset-y-0 end-0 hidden w-11 items-center justify-center rounded-e-lg text-muted-foreground hover:text-foreground [html[data-scripted]_&]:inline-flex"
            >
              <Icon name="eye" className="size-5 group-aria-pressed/eye:hidden" />
              <Icon name="eyeOff" className="hidden size-5 group-aria-pressed/eye:block" />
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
      <div id={NOTICE_ID} role="status" className="group/notice scroll-mt-24">
        <div className="mt-5 hidden rounded-xl border border-primary/40 bg-accent-soft p-4 text-sm group-target/notice:block group-data-[shown]/notice:block">
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
      </div>
      <PageScript code={signInScript} once="sign-in" />
    </form>
  );
}
