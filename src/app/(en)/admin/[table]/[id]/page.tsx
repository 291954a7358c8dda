import { notFound } from "next/navigation";

import { InboxHeader } from "@/components/admin/inbox-header";
import { Notice } from "@/components/admin/notice";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { SubmissionView } from "@/components/admin/submission-view";
import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { adminChatCopy } from "@/content/admin-chat";
import { workflowCopy } from "@/content/admin-workflow";
import { adminAccess } from "@/lib/admin/auth";
import { conversationOfLead } from "@/lib/chat/store";
import { assignableAccounts } from "@/lib/db/accounts";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { parseRowId } from "@/lib/db/row-id";
import { findSubmission, isWorkflowTable } from "@/lib/db/workflow";

export const dynamic = "force-dynamic";

const GOOD_NOTICES = ["status", "assignee", "note"] as const;

export default async function SubmissionPage({
  params,
  searchParams,
}: {
  params: Promise<{ table: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;

  const { table, id: idParam } = await params;
  const id = parseRowId(idParam);
  if (!isWorkflowTable(table) || id === null) notFound();
  const loaded = await Promise.all([
    findSubmission(table, id),
    assignableAccounts(),
    // A lead made from a live chat links back to its conversation.
    table === "leads" ? conversationOfLead(id) : undefined,
  ]).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] submission query failed:", error);
    return null;
  });
  if (loaded && !loaded[0]) notFound();
  const { notice } = await searchParams;

  return (
    <section>
      <InboxHeader user={access.user} current={table} />
      <p className="mb-4 text-sm">
        <Link
          href={`/admin?tab=${table}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {workflowCopy.back}
        </Link>
      </p>
      <Notice code={notice} messages={workflowCopy.notices} good={GOOD_NOTICES} />
      {loaded?.[2] ? (
        <p className="mb-4 text-sm">
          <Link
            href={`/admin/chat/${loaded[2]}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {adminChatCopy.fromConversation(loaded[2])}
          </Link>
        </p>
      ) : null}
      {loaded?.[0] ? (
        <SubmissionView table={table} submission={loaded[0]} accounts={loaded[1]} />
      ) : (
        <p role="alert" className="text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      )}
    </section>
  );
}
