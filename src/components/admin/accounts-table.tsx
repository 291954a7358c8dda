import { accountsCopy } from "@/content/admin-accounts";
import type { AdminUser } from "@/lib/admin/auth";
import { formatTime } from "@/lib/admin/outbox";

const copy = accountsCopy;

/** Every inbox account: who, which role, whether it may sign in, and when it last did. */
export function AccountsTable({
  accounts,
  currentUserId,
}: {
  accounts: readonly AdminUser[];
  currentUserId: number;
}) {
  return (
    <section
      className="overflow-x-auto rounded-lg border border-border"
      tabIndex={0}
      aria-label={copy.tableLabel}
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-muted">
          <tr>
            {Object.values(copy.columns).map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                {account.name}
                {account.id === currentUserId ? copy.you : ""}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{account.email}</td>
              <td className="px-3 py-2">{copy.roles[account.role]}</td>
              <td className="px-3 py-2">
                {account.disabledAt ? copy.states.disabled : copy.states.active}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {account.signedInAt ? formatTime(account.signedInAt) : copy.never}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatTime(account.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
