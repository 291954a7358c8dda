/**
 * What the person view shows of each row, as text: field name and value pairs. Pure: no
 * database. An outbox job shows its delivery state and who gets it, not its whole payload (the
 * JSON download has everything).
 */
import type { PersonGroup, PersonRecords } from "@/lib/people/person";

import { formatTime, jobContent, jobSummary } from "./outbox";

type Pair = [field: string, value: string];

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return formatTime(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function rowFields<Group extends PersonGroup>(
  group: Group,
  row: PersonRecords[Group][number],
): Pair[] {
  if (group === "outbox") {
    const job = row as PersonRecords["outbox"][number];
    const summary = jobSummary(jobContent(job.channel, job.payload));
    return [
      ["id", text(job.id)],
      ["createdAt", text(job.createdAt)],
      ["topic", job.topic],
      ["channel", job.channel],
      ["status", job.status],
      ["sentAt", text(job.sentAt)],
      ["about", job.sourceTable ? `${job.sourceTable} #${job.sourceId ?? ""}` : ""],
      ["to", summary?.recipients ?? ""],
      ["subject", summary?.subject ?? ""],
    ].filter(([, value]) => value !== "") as Pair[];
  }
  return Object.entries(row as Record<string, unknown>)
    .map(([field, value]): Pair => [field, text(value)])
    .filter(([, value]) => value !== "");
}
