import { InboxHeader } from "@/components/admin/inbox-header";
import { InboxTable } from "@/components/admin/inbox-table";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { adminCopy } from "@/content/admin";
import { adminAccess } from "@/lib/admin/auth";
import { INBOX_PAGE_SIZE, inboxColumns, inboxPage, isInboxTable } from "@/lib/admin/columns";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { listInbox } from "@/lib/db/queries";

export const dynamic = "force-dynamic";

export default async function AdminPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;

  const params = await searchParams;
  const tab = typeof params.tab === "string" && isInboxTable(params.tab) ? params.tab : "leads";
  const data = await listInbox(tab, inboxPage(params.page), INBOX_PAGE_SIZE).catch(
    (error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error("[admin] inbox query failed:", error);
      return null;
    },
  );

  return (
    <section>
      <InboxHeader user={access.user} current={tab} />
      {data ? (
        <InboxTable
          table={tab}
          columns={inboxColumns[tab]}
          rows={data.rows}
          total={data.total}
          page={data.page}
        />
      ) : (
        <p role="alert" className="text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      )}
    </section>
  );
}
