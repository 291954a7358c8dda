/**
 * Where a submission came from, as the inbox says it: "Came from google / cpc / spring-launch,
 * landed on /services/automation". Pure: no database.
 */
import { workflowCopy } from "@/content/admin-workflow";
import type { Attribution } from "@/lib/analytics/attribution";

const copy = workflowCopy.attribution;

/** Text of a stored column: a non-empty string, or null. */
function filled(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** The five columns of a row (any of them missing or null: not known). */
export function attributionOf(row: Record<string, unknown>): Attribution {
  return {
    entryPath: filled(row.entryPath),
    referrerHost: filled(row.referrerHost),
    campaignSource: filled(row.campaignSource),
    campaignMedium: filled(row.campaignMedium),
    campaignName: filled(row.campaignName),
  };
}

/**
 * One sentence: the campaign (source / medium / name, those given), the referring host, the
 * entry page; "Direct or unknown" when there is neither campaign nor referrer (a visitor who
 * typed the address, or whose browser sends no referrer or asks not to be counted).
 */
export function attributionSentence(attribution: Attribution): string {
  const campaign = [
    attribution.campaignSource,
    attribution.campaignMedium,
    attribution.campaignName,
  ].filter((part): part is string => part !== null);
  const parts: string[] = [];
  if (campaign.length > 0) parts.push(copy.cameFrom(campaign.join(" / ")));
  if (attribution.referrerHost) parts.push(copy.referredBy(attribution.referrerHost));
  if (parts.length === 0) parts.push(copy.direct);
  if (attribution.entryPath) parts.push(copy.landedOn(attribution.entryPath));
  const sentence = parts.join(", ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
