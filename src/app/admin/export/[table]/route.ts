import { hasSession } from "@/lib/admin/auth";
import { inboxColumns, isInboxTable, MAILING_LIST_EXPORT } from "@/lib/admin/columns";
import { toCsv } from "@/lib/admin/csv";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { confirmedSubscribers } from "@/lib/db/newsletter";
import { allInboxRows } from "@/lib/db/queries";

export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** CSV export of one inbox table, for signed-in staff only. */
export async function GET(_request: Request, { params }: { params: Promise<{ table: string }> }) {
  const { table } = await params;
  let signedIn = false;
  try {
    signedIn = await hasSession();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response("The database is unavailable.", { status: 503, headers: privateHeaders });
  }
  if (!signedIn)
    return new Response("Sign in at /admin first.", { status: 401, headers: privateHeaders });
  const date = new Date().toISOString().slice(0, 10);
  if (table === MAILING_LIST_EXPORT) {
    const rows = await confirmedSubscribers();
    return new Response(toCsv(["email", "confirmedAt"], rows), {
      headers: {
        ...privateHeaders,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="cedarwave-${table}-${date}.csv"`,
      },
    });
  }
  if (!isInboxTable(table))
    return new Response("Unknown table.", { status: 404, headers: privateHeaders });
  const rows = await allInboxRows(table);
  return new Response(toCsv(inboxColumns[table], rows), {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="cedarwave-${table}-${date}.csv"`,
    },
  });
}
