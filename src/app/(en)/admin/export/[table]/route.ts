import { PRIVATE_HEADERS as privateHeaders, requestIpHash, routeUser } from "@/lib/admin/auth";
import { exportColumns, isInboxTable, MAILING_LIST_EXPORT } from "@/lib/admin/columns";
import { toCsv } from "@/lib/admin/csv";
import { recordAudit } from "@/lib/db/audit";
import { confirmedSubscribers } from "@/lib/db/newsletter";
import { allInboxRows } from "@/lib/db/queries";

export const dynamic = "force-dynamic";

/** CSV export of one inbox table, for signed-in staff only. */
export async function GET(_request: Request, { params }: { params: Promise<{ table: string }> }) {
  const { table } = await params;
  const access = await routeUser();
  if ("response" in access) return access.response;
  const actor = { id: access.user.id, email: access.user.email };
  const date = new Date().toISOString().slice(0, 10);
  if (table === MAILING_LIST_EXPORT) {
    const rows = await confirmedSubscribers();
    await recordAudit({
      action: "export",
      actor,
      target: `${table} export`,
      detail: { rows: rows.length },
      ipHash: await requestIpHash(),
    });
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
  await recordAudit({
    action: "export",
    actor,
    target: `${table} export`,
    detail: { rows: rows.length },
    ipHash: await requestIpHash(),
  });
  return new Response(toCsv(exportColumns(table), rows), {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="cedarwave-${table}-${date}.csv"`,
    },
  });
}
