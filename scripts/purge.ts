/**
 * `npm run purge`: the retention purge on demand (src/lib/retention/purge.ts), the same the
 * server runs daily. Options:
 *   --dry-run      count what would be deleted, delete nothing
 *   --now <date>   purge as of another instant (ISO 8601), e.g. to check what a date will purge
 * With the embedded database (PGlite) it is refused while the server holds the data directory:
 * stop the server, or use the inbox's "Run the purge now" (/admin/people).
 */
import { parseArgs } from "node:util";

import { RETENTION } from "@/config/retention";
import { formatPeriod } from "@/content/legal/retention";
import { closeDb } from "@/lib/db/client";
import { purge, purgeSummary } from "@/lib/retention/purge";

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run purge -- [--dry-run] [--now 2027-01-31T00:00:00Z]`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values: { "dry-run"?: boolean; now?: string };
  try {
    ({ values } = parseArgs({
      options: { "dry-run": { type: "boolean" }, now: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime())) usage(`Not a date: ${values.now}`);
  const dryRun = values["dry-run"] ?? false;

  console.log(`Retention purge as of ${now.toISOString()}${dryRun ? " (dry run)" : ""}`);
  for (const [key, period] of Object.entries(RETENTION)) {
    console.log(`  ${key}: ${formatPeriod(period)}`);
  }
  try {
    const result = await purge(now, { dryRun, trigger: "command" });
    if (!result.ran) {
      console.log("Another instance is purging now: nothing done.");
      return;
    }
    console.log(`${dryRun ? "Would delete" : "Deleted"}: ${purgeSummary(result.counts)}`);
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message);
  if (message.includes("is in use by process")) {
    console.error("While the server runs, its owner can use Run the purge now on /admin/people.");
  }
  process.exit(1);
});
