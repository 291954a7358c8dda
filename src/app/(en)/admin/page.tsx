import { InboxFilters, WorkflowCountLinks } from "@/components/admin/inbox-filters";
import { InboxHeader } from "@/components/admin/inbox-header";
import { InboxTable } from "@/components/admin/inbox-table";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { adminCopy } from "@/content/admin";
import { adminAccess, type AdminUser } from "@/lib/admin/auth";
import { INBOX_PAGE_SIZE, inboxColumns, inboxPage, isInboxTable } from "@/lib/admin/columns";
import { listHref, parseFilters } from "@/lib/admin/filters";
import { assignableAccounts } from "@/lib/db/accounts";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { listInbox } from "@/lib/db/queries";
import {
  attributionChoices,
  isWorkflowTable,
  listWorkflowInbox,
  workflowCounts,
  type WorkflowTable,
} from "@/lib/db/workflow";

export const dynamic = "force-dynamic";

type Params = Record<string, string | string[] | undefined>;

/** The columns of a workflow table's list: where each stands and who has it, after its id and time. */
const workflowColumns = (table: WorkflowTable) => {
  const [id, createdAt, ...rest] = inboxColumns[table];
  return [id!, createdAt!, "status", "assigneeName", ...rest];
};

function databaseUnavailable(error: unknown): null {
  if (!isDatabaseUnavailable(error)) throw error;
  console.error("[admin] inbox query failed:", error);
  return null;
}

/** A table the team works on: counts, filters and search, rows linking to their pages. */
async function WorkflowList({
  table,
  params,
  user,
}: {
  table: WorkflowTable;
  params: Params;
  user: AdminUser;
}) {
  const filters = parseFilters(params, table);
  const loaded = await Promise.all([
    listWorkflowInbox(table, filters, user, inboxPage(params.page), INBOX_PAGE_SIZE),
    workflowCounts(table, user),
    assignableAccounts(),
    attributionChoices(table),
  ]).catch(databaseUnavailable);
  if (!loaded) return <Unavailable />;
  const [data, counts, accounts, choices] = loaded;
  return (
    <>
      <WorkflowCountLinks table={table} counts={counts} filters={filters} />
      <InboxFilters table={table} filters={filters} accounts={accounts} choices={choices} />
      <InboxTable
        table={table}
        columns={workflowColumns(table)}
        rows={data.rows}
        total={data.total}
        page={data.page}
        linked
        pageHref={(to) => listHref(table, filters, to)}
      />
    </>
  );
}

function Unavailable() {
  return (
    <p role="alert" className="text-danger">
      {adminCopy.databaseUnavailable}
    </p>
  );
}

export default async function AdminPage({ searchParams }: { searchParams: Promise<Params> }) {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;

  const params = await searchParams;
  const tab = typeof params.tab === "string" && isInboxTable(params.tab) ? params.tab : "leads";
  if (isWorkflowTable(tab)) {
    return (
      <section>
        <InboxHeader user={access.user} current={tab} />
        <WorkflowList table={tab} params={params} user={access.user} />
      </section>
    );
  }
  const data = await listInbox(tab, inboxPage(params.page), INBOX_PAGE_SIZE).catch(
    databaseUnavailable,
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
        <Unavailable />
      )}
    </section>
  );
}
