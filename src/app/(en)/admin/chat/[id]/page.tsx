import { notFound } from "next/navigation";

import { ChatConversationView } from "@/components/admin/chat-conversation";
import { ChatLive } from "@/components/admin/chat-live";
import { InboxHeader } from "@/components/admin/inbox-header";
import { Notice } from "@/components/admin/notice";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { adminChatCopy as copy } from "@/content/admin-chat";
import { adminAccess } from "@/lib/admin/auth";
import { conversationForTeam, markRead, messagesAfter, touchPresence } from "@/lib/chat/store";
import { assignableAccounts, listAccounts } from "@/lib/db/accounts";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { parseRowId } from "@/lib/db/row-id";

export const dynamic = "force-dynamic";

const GOOD_NOTICES = [
  "assigned",
  "closed",
  "open",
  "spam",
  "unchanged",
  "lead",
  "leadExists",
] as const;

/** Loads the conversation and marks it read up to its last message (opening it is reading it). */
async function load(id: number, userId: number) {
  const conversation = await conversationForTeam(id);
  if (!conversation) return undefined;
  const [messages, accounts, everyone] = await Promise.all([
    messagesAfter(id),
    assignableAccounts(),
    listAccounts(),
    touchPresence(userId),
  ]);
  const last = messages.at(-1);
  if (last) await markRead(id, last.id);
  const names = new Map(everyone.map((account) => [account.id, account.name]));
  return { conversation, messages, accounts, names };
}

/** /admin/chat/[id]: one conversation, its reply box and its actions. */
export default async function AdminChatConversationPage({
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
  const loaded = await load(id, access.user.id).catch((error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] chat conversation failed:", error);
    return null;
  });
  if (loaded === undefined) notFound();
  const { notice } = await searchParams;

  return (
    <section>
      <InboxHeader user={access.user} current="chat" />
      <p className="mb-4 text-sm">
        <Link
          href="/admin/chat"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {copy.back}
        </Link>
      </p>
      <Notice code={notice} messages={copy.notices} good={GOOD_NOTICES} />
      {loaded ? (
        <>
          <ChatLive
            stream={`/admin/chat/${id}/stream?after=${loaded.messages.at(-1)?.id ?? 0}`}
            events="message,status"
          />
          <ChatConversationView {...loaded} user={access.user} />
        </>
      ) : (
        <p role="alert" className="text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      )}
    </section>
  );
}
