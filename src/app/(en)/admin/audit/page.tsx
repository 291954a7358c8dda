import { AuditFilter, AuditTable } from "@/components/admin/audit-table";
import { InboxHeader } from "@/components/admin/inbox-header";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { adminCopy } from "@/content/admin";
import { auditCopy } from "@/content/admin-audit";
import { adminAccess } from "@/lib/admin/auth";
import { INBOX_PAGE_SIZE, inboxPage } from "@/lib/admin/columns";
import { auditActionOf, listAudit } from "@/lib/db/audit";
import { isDatabaseUnavailable } from "@/lib/db/errors";

export const dynamic = "force-dynamic";

/** Owner only: the audit trail, newest first, paged, filtered by action. */
export default async function AuditPage({
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
        <InboxHeader user={user} current="audit" title={auditCopy.title} />
        <p role="alert">{auditCopy.ownerOnly}</p>
      </section>
    );
  }
  const params = await searchParams;
  const action = auditActionOf(params.action);
  const data = await listAudit(inboxPage(params.page), INBOX_PAGE_SIZE, action).catch(
    (error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error("[admin] audit query failed:", error);
      return null;
    },
  );
  return (
    <section>
      <InboxHeader user={user} current="audit" title={auditCopy.title} />
      <div className="mb-6 max-w-prose space-y-2 text-sm text-muted-foreground">
        <p>{auditCopy.intro}</p>
        <p>{auditCopy.retention}</p>
      </div>
      <AuditFilter action={action} />
      {data ? (
        <AuditTable rows={data.rows} total={data.total} page={data.page} action={action} />
      ) : (
        <p role="alert" className="text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      )}
    </section>
  );
}
