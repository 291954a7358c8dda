import { PRIVATE_HEADERS as privateHeaders, requestIpHash, routeUser } from "@/lib/admin/auth";
import { toCsv } from "@/lib/admin/csv";
import { rangeOf } from "@/lib/analytics/range";
import { analyticsCsvRows, isAnalyticsTable } from "@/lib/analytics/tables";
import { recordAudit } from "@/lib/db/audit";

export const dynamic = "force-dynamic";

/** CSV of one table of /admin/analytics over the range of the query, for signed-in staff only. */
export async function GET(request: Request, { params }: { params: Promise<{ table: string }> }) {
  const { table } = await params;
  const access = await routeUser();
  if ("response" in access) return access.response;
  if (!isAnalyticsTable(table))
    return new Response("Unknown table.", { status: 404, headers: privateHeaders });
  const range = rangeOf(Object.fromEntries(new URL(request.url).searchParams));
  const { columns, rows } = await analyticsCsvRows(table, range);
  await recordAudit({
    action: "export",
    actor: { id: access.user.id, email: access.user.email },
    target: `analytics ${table} export`,
    detail: { rows: rows.length, from: range.from, to: range.to },
    ipHash: await requestIpHash(),
  });
  return new Response(toCsv(columns, rows), {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="cedarwave-analytics-${table}-${range.from}-${range.to}.csv"`,
    },
  });
}
