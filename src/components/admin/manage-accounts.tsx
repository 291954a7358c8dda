import { buttonClasses } from "@/components/ui/button";
import { MIN_PASSWORD_LENGTH } from "@/config/admin";
import { accountsCopy } from "@/content/admin-accounts";
import {
  changeRole,
  disableAccount,
  enableAccount,
  resetPassword,
} from "@/lib/admin/account-actions";
import type { AdminUser } from "@/lib/admin/auth";
import { ADMIN_ROLES } from "@/lib/db/schema";

const copy = accountsCopy.manage;
const field = "block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-sm";
const label = "mb-1.5 block text-sm font-medium";
const secondary = buttonClasses({ variant: "secondary" });

/**
 * The owner's forms for each account: disable or enable, change the role, reset the password.
 * Plain forms bound to the account's id, so they work without JavaScript; the rules (not your own
 * account, not the last owner) are the server's (src/lib/admin/account-rules.ts).
 */
export function ManageAccounts({
  accounts,
  currentUserId,
}: {
  accounts: readonly AdminUser[];
  currentUserId: number;
}) {
  return (
    <section aria-labelledby="manage-accounts" className="mt-10">
      <h2 id="manage-accounts" className="text-lg font-semibold">
        {copy.title}
      </h2>
      <p className="mt-2 max-w-prose text-sm text-muted-foreground">{copy.intro}</p>
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-2">
        {accounts.map((account) => {
          const self = account.id === currentUserId;
          const headingId = `account-${account.id}`;
          return (
            <section
              key={account.id}
              aria-labelledby={headingId}
              className="rounded-lg border border-border p-4"
            >
              <h3 id={headingId} className="font-semibold break-all">
                {copy.account(account.name, account.email)}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">
                {accountsCopy.roles[account.role]}
                {" · "}
                {account.disabledAt ? accountsCopy.states.disabled : accountsCopy.states.active}
              </p>
              <div className="mt-4 space-y-4">
                {self ? (
                  <p className="text-sm">{copy.ownAccount}</p>
                ) : account.disabledAt ? (
                  <form action={enableAccount.bind(null, account.id)}>
                    <button type="submit" className={secondary}>
                      {copy.enable}
                    </button>
                  </form>
                ) : (
                  <form
                    action={disableAccount.bind(null, account.id)}
                    className="flex flex-wrap items-center gap-3"
                  >
                    <button type="submit" className={secondary}>
                      {copy.disable}
                    </button>
                    <span className="text-sm text-muted-foreground">{copy.disableHint}</span>
                  </form>
                )}
                <form
                  action={changeRole.bind(null, account.id)}
                  className="flex flex-wrap items-end gap-3"
                >
                  <div className="min-w-40 flex-1">
                    <label htmlFor={`role-${account.id}`} className={label}>
                      {copy.role}
                    </label>
                    <select
                      id={`role-${account.id}`}
                      name="role"
                      defaultValue={account.role}
                      className={field}
                    >
                      {ADMIN_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {accountsCopy.roles[role]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className={secondary}>
                    {copy.changeRole}
                  </button>
                </form>
                {self ? null : (
                  <form
                    action={resetPassword.bind(null, account.id)}
                    className="flex flex-wrap items-end gap-3"
                  >
                    <div className="min-w-40 flex-1">
                      <label htmlFor={`password-${account.id}`} className={label}>
                        {copy.newPassword}
                      </label>
                      <input
                        id={`password-${account.id}`}
                        name="password"
                        type="password"
                        required
                        minLength={MIN_PASSWORD_LENGTH}
                        autoComplete="new-password"
                        aria-describedby={`password-${account.id}-hint`}
                        className={field}
                      />
                    </div>
                    <button type="submit" className={secondary}>
                      {copy.resetPassword}
                    </button>
                    <p
                      id={`password-${account.id}-hint`}
                      className="w-full text-sm text-muted-foreground"
                    >
                      {copy.resetHint}
                    </p>
                  </form>
                )}
              </div>
            </section>
          );
        })}
      </div>
    </section>
  );
}
