import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import type { Database } from "@/lib/db/client";
import { analyticsSalts, analyticsVisits } from "@/lib/db/schema";

import { dayOf, visitorKey } from "./ingest";
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
 * visit of the day, found by the same key as its page views. `lead`: the submission is a lead,
 * counted on the visit (the conversions of /admin/analytics). No visit (a browser that opted
 * out, a first request of the day that was not a page): nothing.
 */
export async function attributeSubmission(
  db: Database,
  viewer: Viewer | null,
  { lead, at = new Date() }: { lead: boolean; at?: Date },
): Promise<Attribution> {
  if (!viewer) return NO_ATTRIBUTION;
  const day = dayOf(at);
  const [salt] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  if (!salt) return NO_ATTRIBUTION;
  const [visit] = await db
    .select()
    .from(analyticsVisits)
    .where(
      and(eq(analyticsVisits.visitor, visitorKey(salt.salt, viewer)), eq(analyticsVisits.day, day)),
    )
    .orderBy(desc(analyticsVisits.lastSeenAt))
    .limit(1);
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
