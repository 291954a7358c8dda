import { buttonClasses } from "@/components/ui/button";
import { RETENTION, type RetentionKey } from "@/config/retention";
import { peopleCopy as copy } from "@/content/admin-people";
import { formatPeriod } from "@/content/legal/retention";
import { formatTime } from "@/lib/admin/outbox";
import { runPurgeAction } from "@/lib/admin/people-actions";
import { purgeSummary, type LastPurge, type PurgeCounts } from "@/lib/retention/purge";

/**
 * The retention periods (the privacy policy's, from src/config/retention.ts), the last purge's
 * time and counts, and for the owner a button that runs the purge now: with the embedded
 * database, `npm run purge` cannot run beside the server.
 */
export function RetentionPanel({
  last,
  isOwner,
}: {
  last: LastPurge | undefined | null;
  isOwner: boolean;
}) {
  const detail = (last?.detail ?? {}) as Partial<PurgeCounts> & { trigger?: string };
  const { trigger = "", ...counts } = detail;
  delete (counts as { asOf?: unknown }).asOf;
  return (
    <section id="retention" aria-labelledby="retention-heading" className="mt-12 max-w-3xl">
      <h2 id="retention-heading" className="text-xl font-bold">
        {copy.retentionTitle}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{copy.retentionIntro}</p>
      <dl className="mt-4 grid grid-cols-[1fr_max-content] gap-x-6 gap-y-1.5 text-sm">
        {(Object.keys(RETENTION) as RetentionKey[]).map((key) => (
          <div key={key} className="contents">
            <dt>{copy.retentionLabels[key]}</dt>
            <dd className="font-medium">{formatPeriod(RETENTION[key])}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm" data-testid="last-purge">
        {last
          ? copy.lastPurge(formatTime(last.createdAt), trigger, purgeSummary(counts))
          : copy.neverPurged}
      </p>
      {isOwner ? (
        <form action={runPurgeAction} className="mt-4">
          <button type="submit" className={buttonClasses({ size: "sm", variant: "secondary" })}>
            {copy.runPurge}
          </button>
        </form>
      ) : null}
    </section>
  );
}
