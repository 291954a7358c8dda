import { ChatList, ChatStatusLinks } from "@/components/admin/chat-list";
import { ChatLive } from "@/components/admin/chat-live";
import { InboxHeader } from "@/components/admin/inbox-header";
import { Notice } from "@/components/admin/notice";
import { SignInScreen } from "@/components/admin/sign-in-screen";
import { buttonClasses } from "@/components/ui/button";
import { adminCopy } from "@/content/admin";
import { adminChatCopy as copy } from "@/content/admin-chat";
import { adminAccess } from "@/lib/admin/auth";
import { leaveChat } from "@/lib/admin/chat-actions";
import { chatStatusOf } from "@/lib/admin/chat-view";
import { teamConversations, touchPresence } from "@/lib/chat/store";
import { isDatabaseUnavailable } from "@/lib/db/errors";

export const dynamic = "force-dynamic";

/** /admin/chat: the conversations of one status (open unless `?status=`), newest activity first. */
export default async function AdminChatPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await adminAccess();
  if (access.state !== "signed-in") return <SignInScreen access={access} />;

  const params = await searchParams;
  const status = chatStatusOf(params.status);
  // The page open is a sign of life (presence), but not right after "go away".
  const away = params.notice === "away";
  const conversations = await Promise.all([
    teamConversations([status]),
    away ? null : touchPresence(access.user.id),
  ])
    .then(([rows]) => rows)
    .catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error("[admin] chat list failed:", error);
      return null;
    });

  return (
    <section>
      <InboxHeader user={access.user} current="chat" title={adminCopy.title} />
      <ChatLive
        stream={away ? "/admin/chat/stream?away=1" : "/admin/chat/stream"}
        events="change"
      />
      <Notice code={params.notice} messages={copy.notices} good={["away"]} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl space-y-1">
          <h2 className="text-xl font-bold">{copy.title}</h2>
          <p className="text-sm text-muted-foreground">{copy.intro}</p>
        </div>
        {away ? null : (
          <form action={leaveChat} className="max-w-xs space-y-1">
            <button type="submit" className={buttonClasses({ size: "sm", variant: "secondary" })}>
              {copy.awayButton}
            </button>
            <p className="text-xs text-muted-foreground">{copy.awayHint}</p>
          </form>
        )}
      </div>
      <ChatStatusLinks current={status} />
      {conversations ? (
        <ChatList conversations={conversations} status={status} />
      ) : (
        <p role="alert" className="text-danger">
          {adminCopy.databaseUnavailable}
        </p>
      )}
    </section>
  );
}
