import { InboxHeader } from "@/components/admin/inbox-header";
import { Notice } from "@/components/admin/notice";
import { PersonResult } from "@/components/admin/person-result";
import { PersonSearch } from "@/components/admin/person-search";
import { RetentionPanel } from "@/components/admin/retention-panel";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { peopleCopy as copy } from "@/content/admin-people";
import { adminAccess } from "@/lib/admin/auth";
import { erasedRowsParam } from "@/lib/admin/people-notice";
import { openLookup } from "@/lib/admin/person-lookup";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { findPerson } from "@/lib/people/person";
import { lastPurge } from "@/lib/retention/purge";

export const dynamic = "force-dynamic";

/** The outcomes of the page's actions; an erasure's says how many rows went, not whose. */
const notices = (rows: number | null) => ({
  erased: copy.erased(rows),
  purged: copy.purgeDone,
  locked: copy.purgeLocked,
  unavailable: copy.unavailable,
});
const good = ["erased", "purged"] as const;
const lookupNotices = { expired: copy.lookupExpired };

function orUnavailable<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] people query failed:", error);
    return null;
  });
}

/** The person view (data rights) and the retention section. */
export default async function PeoplePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;

  const params = await searchParams;
  // The address looked up comes sealed (person-lookup.ts): never in the URL as text.
  const email = openLookup(params.q, access.user.id);
  const expired = params.q !== undefined && email === null;
  const [records, last] = await Promise.all([
    email ? orUnavailable(findPerson(email)) : Promise.resolve(undefined),
    orUnavailable(lastPurge()),
  ]);
  const isOwner = access.user.role === "owner";

  return (
    <section>
      <InboxHeader user={access.user} current="people" title={copy.title} />
      <Notice code={params.notice} messages={notices(erasedRowsParam(params.rows))} good={good} />
      <p className="mb-2 max-w-3xl text-sm text-muted-foreground">{copy.intro}</p>
      <p className="mb-6 max-w-3xl text-sm text-muted-foreground">{copy.who}</p>
      <Notice code={expired ? "expired" : undefined} messages={lookupNotices} good={[]} />
      <PersonSearch value={email ?? ""} invalid={params.error === "invalid"} />
      {records === null ? (
        <p role="alert" className="mt-6 text-danger">
          {copy.unavailable}
        </p>
      ) : records && email ? (
        <PersonResult email={email} records={records} canErase={isOwner} />
      ) : null}
      <RetentionPanel last={last} isOwner={isOwner} />
    </section>
  );
}
