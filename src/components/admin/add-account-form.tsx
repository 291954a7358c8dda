import { buttonClasses } from "@/components/ui/button";
import { MIN_PASSWORD_LENGTH } from "@/config/admin";
import { accountsCopy } from "@/content/admin-accounts";
import { addAccount } from "@/lib/admin/account-actions";
import { ADMIN_ROLES } from "@/lib/db/schema";

const copy = accountsCopy.add;
const field = "block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-sm";
const label = "mb-1.5 block text-sm font-medium";

/** The owner's form to add an account: a plain form, so it works without JavaScript. */
export function AddAccountForm() {
  return (
    <section aria-labelledby="add-account" className="mt-10 max-w-lg">
      <h2 id="add-account" className="text-lg font-semibold">
        {copy.title}
      </h2>
      <form action={addAccount.bind(null, null)} className="mt-4 space-y-4">
        <div>
          <label htmlFor="account-email" className={label}>
            {copy.email}
          </label>
          <input
            id="account-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            spellCheck={false}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="account-name" className={label}>
            {copy.name}
          </label>
          <input
            id="account-name"
            name="name"
            type="text"
            required
            maxLength={100}
            autoComplete="off"
            className={field}
          />
        </div>
        <div>
          <label htmlFor="account-role" className={label}>
            {copy.role}
          </label>
          <select id="account-role" name="role" defaultValue="member" className={field}>
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {accountsCopy.roles[role]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="account-password" className={label}>
            {copy.password}
          </label>
          <input
            id="account-password"
            name="password"
            type="password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            autoComplete="new-password"
            aria-describedby="account-password-hint"
            className={field}
          />
          <p id="account-password-hint" className="mt-1.5 text-sm text-muted-foreground">
            {copy.passwordHint}
          </p>
        </div>
        <button type="submit" className={buttonClasses({})}>
          {copy.submit}
        </button>
      </form>
    </section>
  );
}
