import { redirect } from "next/navigation";

import { InboxHeader } from "@/components/admin/inbox-header";
import { Notice } from "@/components/admin/notice";
import { PersonRecordsList } from "@/components/admin/person-records";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { peopleCopy as copy } from "@/content/admin-people";
import { adminAccess } from "@/lib/admin/auth";
import { erasePersonAction } from "@/lib/admin/people-actions";
import { openLookup } from "@/lib/admin/person-lookup";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { findPerson } from "@/lib/people/person";

export const dynamic = "force-dynamic";

const input = "block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-sm";

/** Erasure's confirmation step: what will be deleted, and the address typed again (owner only). */
export default async function ErasePersonPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;
  const params = await searchParams;
  // The address comes sealed (person-lookup.ts), from the person view's POST.
  const email = openLookup(params.q, access.user.id);
  if (email === null || access.user.role !== "owner") redirect("/admin/people");
  const back = `/admin/people?${new URLSearchParams({ q: String(params.q) }).toString()}`;
  const records = await findPerson(email).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    return null;
  });

  return (
    <section>
      <InboxHeader user={access.user} current="people" title={copy.confirmTitle} />
      <Notice code={params.error} messages={{ mismatch: copy.mismatch }} good={[]} />
      {records ? (
        <>
          <p className="max-w-3xl">{copy.confirmIntro(email)}</p>
          <PersonRecordsList records={records} level={2} />
          <p className="mt-6 max-w-3xl text-sm">{copy.confirmKeeps}</p>
          <form action={erasePersonAction.bind(null, null)} className="mt-6 max-w-xl space-y-3">
            <input type="hidden" name="email" value={email} />
            <label htmlFor="erase-confirm" className="block text-sm font-medium">
              {copy.confirmLabel}
            </label>
            <input
              id="erase-confirm"
              name="confirm"
              type="email"
              required
              autoComplete="off"
              spellCheck={false}
              className={input}
            />
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" className={buttonClasses()}>
                {copy.confirmButton}
              </button>
              <Link href={back} className="text-sm font-medium text-primary hover:underline">
                {copy.cancel}
              </Link>
            </div>
          </form>
        </>
      ) : (
        <p role="alert" className="text-danger">
          {copy.unavailable}
        </p>
      )}
    </section>
  );
}
