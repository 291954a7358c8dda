import { sql } from "drizzle-orm";

import { databaseDriver, getDb } from "@/lib/db/client";
import { outboxStats } from "@/lib/outbox/queue";

export const dynamic = "force-dynamic";

/**
 * Readiness: 200 when the database answers, 503 otherwise (for load balancers and tests), with
 * how the outbox stands (pending and failed jobs, the oldest pending one's age in seconds).
 */
export async function GET() {
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json(
      { status: "ok", database: await databaseDriver(), outbox: await outboxStats() },
      { headers },
    );
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}
