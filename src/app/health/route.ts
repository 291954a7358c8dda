import { sql } from "drizzle-orm";

import { databaseDriver, getDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

/** Readiness: 200 when the database answers, 503 otherwise (for load balancers and tests). */
export async function GET() {
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: "ok", database: await databaseDriver() }, { headers });
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}
