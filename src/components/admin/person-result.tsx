import { buttonClasses } from "@/components/ui/button";
import { peopleCopy as copy } from "@/content/admin-people";
import { openErasureAction } from "@/lib/admin/people-actions";
import { personCounts, type PersonRecords } from "@/lib/people/person";

import { PersonRecordsList } from "./person-records";

/**
 * One person's rows with the two actions: the JSON download and, for the owner, the way to
 * erasure; both POST the address, so that it stays out of URLs, logs and the browser's history.
 */
export function PersonResult({
  email,
  records,
  canErase,
}: {
  email: string;
  records: PersonRecords;
  canErase: boolean;
}) {
  const counts = personCounts(records);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const onlySuppression = total > 0 && total === counts.newsletterSuppressions;
  return (
    <section aria-labelledby="person-heading" className="mt-8">
      <h2 id="person-heading" className="text-xl font-bold">
        {total === 0 ? copy.nothing(email) : copy.found(total, email)}
      </h2>
      {onlySuppression ? (
        <p role="status" className="mt-2 text-sm">
          {copy.onlySuppression}
        </p>
      ) : null}
      {total > 0 ? (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          <form method="post" action="/admin/people/export">
            <input type="hidden" name="email" value={email} />
            <button type="submit" className={buttonClasses({ size: "sm" })}>
              {copy.download}
            </button>
          </form>
          {canErase && !onlySuppression ? (
            <form action={openErasureAction.bind(null, null)}>
              <input type="hidden" name="email" value={email} />
              <button type="submit" className={buttonClasses({ size: "sm", variant: "secondary" })}>
                {copy.erase}
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
      {total > 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {copy.downloadHint} {canErase ? null : copy.eraseOwnerOnly}
        </p>
      ) : null}
      <PersonRecordsList records={records} />
    </section>
  );
}
