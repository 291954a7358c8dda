import { buttonClasses } from "@/components/ui/button";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/config/admin";
import { ownAccountCopy } from "@/content/admin-accounts";
import { changeOwnPassword } from "@/lib/admin/account-actions";

const copy = ownAccountCopy;
const field = "block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-sm";
const label = "mb-1.5 block text-sm font-medium";

/** Changing your own password: a plain form, so it works without JavaScript. */
export function OwnPasswordForm({ environmentOwner }: { environmentOwner: boolean }) {
  return (
    <section aria-labelledby="own-password" className="mt-10 max-w-lg">
      <h2 id="own-password" className="text-lg font-semibold">
        {copy.passwordTitle}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{copy.passwordIntro}</p>
      {environmentOwner ? (
        <p className="mt-3 rounded-lg border border-border bg-muted/40 p-3 text-sm">
          {copy.environmentOwner}
        </p>
      ) : null}
      <form action={changeOwnPassword.bind(null, null)} className="mt-4 space-y-4">
        <div>
          <label htmlFor="own-current" className={label}>
            {copy.current}
          </label>
          <input
            id="own-current"
            name="current"
            type="password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
            autoComplete="current-password"
            className={field}
          />
        </div>
        <div>
          <label htmlFor="own-password-new" className={label}>
            {copy.password}
          </label>
          <input
            id="own-password-new"
            name="password"
            type="password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={MAX_PASSWORD_LENGTH}
            autoComplete="new-password"
            aria-describedby="own-password-hint"
            className={field}
          />
          <p id="own-password-hint" className="mt-1.5 text-sm text-muted-foreground">
            {copy.passwordHint}
          </p>
        </div>
        <div>
          <label htmlFor="own-repeat" className={label}>
            {copy.repeat}
          </label>
          <input
            id="own-repeat"
            name="repeat"
            type="password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={MAX_PASSWORD_LENGTH}
            autoComplete="new-password"
            className={field}
          />
        </div>
        <button type="submit" className={buttonClasses({})}>
          {copy.submit}
        </button>
      </form>
    </section>
  );
}
