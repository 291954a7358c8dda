import { notFound } from "next/navigation";

import { InboxHeader } from "@/components/admin/inbox-header";
import { OutboxJob } from "@/components/admin/outbox-job";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { adminAccess } from "@/lib/admin/auth";
import { emlFileOf } from "@/lib/admin/eml";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { parseRowId } from "@/lib/db/row-id";
import { findOutboxJob } from "@/lib/outbox/queue";

export const dynamic = "force-dynamic";

const notices = {
  done: adminCopy.outbox.retried,
  refused: adminCopy.outbox.notRetried,
  unavailable: adminCopy.databaseUnavailable,
} as const;

export default async function OutboxJobPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;

  const id = parseRowId((await params).id);
  if (id === null) notFound();
  const job = await findOutboxJob(id).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] outbox query failed:", error);
    return null;
  });
  if (job === undefined) notFound();
  const retry = (await searchParams).retry;
  const notice =
    typeof retry === "string" && Object.hasOwn(notices, retry)
      ? notices[retry as keyof typeof notices]
      : null;

  return (
    <section>
      <InboxHeader user={access.user} current="outbox" title={adminCopy.outbox.title} />
      <p className="mb-4 text-sm">
        <Link
          href="/admin/outbox"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {adminCopy.outbox.back}
        </Link>
      </p>
      {notice ? (
        <p role="status" className="mb-4 rounded-lg border border-border bg-muted p-3 text-sm">
          {notice}
        </p>
      ) : null}
      {job ? (
        <OutboxJob job={job} hasEml={(await emlFileOf(job)) !== null} />
      ) : (
        <p role="alert" className="text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      )}
    </section>
  );
}
