import { AccountsTable } from "@/components/admin/accounts-table";
import { AddAccountForm } from "@/components/admin/add-account-form";
import { InboxHeader } from "@/components/admin/inbox-header";
import { ManageAccounts } from "@/components/admin/manage-accounts";
import { Notice } from "@/components/admin/notice";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { adminCopy } from "@/content/admin";
import { accountsCopy } from "@/content/admin-accounts";
import { adminAccess } from "@/lib/admin/auth";
import { listAccounts } from "@/lib/db/accounts";
import { isDatabaseUnavailable } from "@/lib/db/errors";

export const dynamic = "force-dynamic";

const GOOD_NOTICES = ["added", "disabled", "enabled", "roleChanged", "passwordReset"] as const;

/** Owner only: every account, and adding one. */
export default async function AccountsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;
  const { user } = access;
  if (user.role !== "owner") {
    return (
      <section>
        <InboxHeader user={user} current="accounts" title={accountsCopy.title} />
        <p role="alert">{accountsCopy.ownerOnly}</p>
      </section>
    );
  }
  const accounts = await listAccounts().catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] accounts query failed:", error);
    return null;
  });
  const { notice } = await searchParams;
  return (
    <section>
      <InboxHeader user={user} current="accounts" title={accountsCopy.title} />
      <Notice code={notice} messages={accountsCopy.notices} good={GOOD_NOTICES} />
      <p className="mb-6 max-w-prose text-sm text-muted-foreground">{accountsCopy.intro}</p>
      {accounts ? (
        <>
          <AccountsTable accounts={accounts} currentUserId={user.id} />
          <ManageAccounts accounts={accounts} currentUserId={user.id} />
        </>
      ) : (
        <p role="alert" className="text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      )}
      <AddAccountForm />
    </section>
  );
}
