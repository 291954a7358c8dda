import { InboxHeader } from "@/components/admin/inbox-header";
import { MailStatus } from "@/components/admin/mail-status";
import { OutboxTable } from "@/components/admin/outbox-table";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { adminCopy } from "@/content/admin";
import { adminAccess } from "@/lib/admin/auth";
import { INBOX_PAGE_SIZE, inboxPage } from "@/lib/admin/columns";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { listOutbox, outboxStats } from "@/lib/outbox/queue";

export const dynamic = "force-dynamic";

export default async function OutboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;

  const params = await searchParams;
  const data = await Promise.all([
    listOutbox(inboxPage(params.page), INBOX_PAGE_SIZE),
    outboxStats(),
  ]).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] outbox query failed:", error);
    return null;
  });

  return (
    <section>
      <InboxHeader user={access.user} current="outbox" title={adminCopy.outbox.title} />
      <div className="mb-6 space-y-3">
        <MailStatus />
        <p className="text-sm text-muted-foreground">{adminCopy.outbox.intro}</p>
        {data ? (
          <p className="text-sm">
            {adminCopy.outbox.stats(data[1].pending, data[1].failed, data[1].oldestPendingSeconds)}
          </p>
        ) : null}
      </div>
      {data ? (
        <OutboxTable rows={data[0].rows} total={data[0].total} page={data[0].page} />
      ) : (
        <p role="alert" className="text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      )}
    </section>
  );
}
