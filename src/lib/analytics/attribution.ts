import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import type { Database } from "@/lib/db/client";
import { analyticsSalts, analyticsVisits } from "@/lib/db/schema";

import { dayOf, VISIT_GAP_MS, visitorKey } from "./ingest";
import type { Viewer } from "./page-view";

/** Where a submission came from, as the submission tables store it (schema.ts). */
export interface Attribution {
  entryPath: string | null;
  referrerHost: string | null;
  campaignSource: string | null;
  campaignMedium: string | null;
  campaignName: string | null;
}

const NO_ATTRIBUTION: Attribution = {
  entryPath: null,
  referrerHost: null,
  campaignSource: null,
  campaignMedium: null,
  campaignName: null,
};

/**
 * The attribution of a submission stored now through `db` (its transaction): the viewer's latest
 * visit of the day (or of the day before, within a visit's gap of midnight), found by the same
 * key as its page views. `lead`: the submission is a lead,
 * counted on the visit (the conversions of /admin/analytics). No visit (a browser that opted
 * out, a first request of the day that was not a page): nothing.
 */
export async function attributeSubmission(
  db: Database,
  viewer: Viewer | null,
  { lead, at = new Date() }: { lead: boolean; at?: Date },
): Promise<Attribution> {
  if (!viewer) return NO_ATTRIBUTION;
  // Today's visit, or yesterday's when the day began less than a visit's gap ago: a visitor who
  // reads at 23:50 and sends at 00:10 is still in the visit that brought them.
  const days = [...new Set([dayOf(at), dayOf(new Date(at.getTime() - VISIT_GAP_MS))])];
  let visit: typeof analyticsVisits.$inferSelect | undefined;
  for (const day of days) {
    const [salt] = await db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    if (!salt) continue;
    const [latest] = await db
      .select()
      .from(analyticsVisits)
      .where(
        and(
          eq(analyticsVisits.visitor, visitorKey(salt.salt, viewer)),
          eq(analyticsVisits.day, day),
        ),
      )
      .orderBy(desc(analyticsVisits.lastSeenAt))
      .limit(1);
    if (latest && (!visit || latest.lastSeenAt > visit.lastSeenAt)) visit = latest;
  }
  if (!visit) return NO_ATTRIBUTION;
  if (lead) {
    await db
      .update(analyticsVisits)
      .set({ leads: sql`${analyticsVisits.leads} + 1` })
      .where(eq(analyticsVisits.id, visit.id));
  }
  return {
    entryPath: visit.entryPath,
    referrerHost: visit.referrerHost,
    campaignSource: visit.source,
    campaignMedium: visit.medium,
    campaignName: visit.campaign,
  };
}
