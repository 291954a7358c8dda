import { peopleCopy as copy } from "@/content/admin-people";
import { rowFields } from "@/lib/admin/people-view";
import { PERSON_GROUPS, type PersonGroup, type PersonRecords } from "@/lib/people/person";

function Group({
  group,
  records,
  level,
}: {
  group: PersonGroup;
  records: PersonRecords;
  level: 2 | 3;
}) {
  const rows = records[group];
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-label={copy.groups[group]} className="mt-6">
      <Heading className="font-semibold">
        {copy.groups[group]}
        <span className="ml-2 text-sm font-normal text-muted-foreground">
          {copy.rows(rows.length)}
        </span>
      </Heading>
      {rows.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {rows.map((row, index) => (
            <li key={index} className="rounded-lg border border-border p-3 text-sm">
              <dl className="flex flex-wrap gap-x-5 gap-y-1">
                {rowFields(group, row).map(([field, value]) => (
                  <div key={field} className="flex max-w-full gap-1.5">
                    <dt className="font-medium">{field}:</dt>
                    <dd className="break-all whitespace-pre-wrap">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * Every group of rows the person view found, each with its count (empty groups too), headed at
 * `level` (under the person's heading, or directly under the page's on the erasure step).
 */
export function PersonRecordsList({
  records,
  level = 3,
}: {
  records: PersonRecords;
  level?: 2 | 3;
}) {
  return (
    <div>
      {PERSON_GROUPS.map((group) => (
        <Group key={group} group={group} records={records} level={level} />
      ))}
    </div>
  );
}
