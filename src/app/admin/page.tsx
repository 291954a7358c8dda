import { InboxTable } from "@/components/admin/inbox-table";
import { LoginForm } from "@/components/admin/login-form";
import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { logout } from "@/lib/admin/actions";
import { adminEnabled, hasSession } from "@/lib/admin/auth";
import { INBOX_PAGE_SIZE, inboxColumns, inboxPage, isInboxTable } from "@/lib/admin/columns";
import { cn } from "@/lib/cn";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { listInbox } from "@/lib/db/queries";

export const dynamic = "force-dynamic";

export default async function AdminPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!adminEnabled()) {
    return (
      <section className="mx-auto max-w-lg">
        <h1 className="text-2xl font-bold">{adminCopy.disabledTitle}</h1>
        <p className="mt-3 text-muted-foreground">{adminCopy.disabledText}</p>
      </section>
    );
  }
  let signedIn = false;
  let unavailable = false;
  try {
    signedIn = await hasSession();
  } catch (error) {
    // Anything but an unavailable database is a fault: Next's error page, and it is logged.
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] session check failed:", error);
    unavailable = true;
  }
  if (!signedIn) {
    return (
      <section className="mx-auto max-w-sm">
        <h1 className="text-2xl font-bold">{adminCopy.loginTitle}</h1>
        {unavailable ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {adminCopy.databaseUnavailable}
          </p>
        ) : null}
        <LoginForm />
      </section>
    );
  }

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
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{adminCopy.title}</h1>
        <form action={logout}>
          <button
            type="submit"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {adminCopy.logout}
          </button>
        </form>
      </div>
      <nav aria-label={adminCopy.tablesNavLabel} className="mt-6 mb-6 flex flex-wrap gap-2">
        {Object.entries(adminCopy.tabs).map(([key, label]) => (
          <Link
            key={key}
            href={`/admin?tab=${key}`}
            aria-current={key === tab ? "page" : undefined}
            className={cn(
              "rounded-lg border border-border px-3 py-1.5 text-sm",
              key === tab && "bg-primary text-primary-foreground",
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
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
