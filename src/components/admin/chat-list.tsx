import { Link } from "@/components/ui/link";
import { adminChatCopy as copy } from "@/content/admin-chat";
import { firstWords, type ChatStatusFilter } from "@/lib/admin/chat-view";
import { formatTime } from "@/lib/admin/outbox";
import type { TeamConversation } from "@/lib/chat/store";
import { cn } from "@/lib/cn";
import { CHAT_STATUSES } from "@/lib/db/schema";

const linkClasses = "font-medium text-primary underline-offset-4 hover:underline";

/** The status filter: a link per status (it works without JavaScript), the shown one current. */
export function ChatStatusLinks({ current }: { current: ChatStatusFilter }) {
  return (
    <nav aria-label={copy.filterLabel} className="mb-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {CHAT_STATUSES.map((status) => (
          <li key={status}>
            <Link
              href={status === "open" ? "/admin/chat" : `/admin/chat?status=${status}`}
              aria-current={status === current ? "page" : undefined}
              className={cn(
                "inline-block rounded-full border border-border px-3 py-1",
                status === current && "bg-primary text-primary-foreground",
              )}
            >
              {copy.statuses[status]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The conversations of one status, newest activity first: a conversation with unread messages
 * is set in bold with its count as a badge; the last message's first words, as text.
 */
export function ChatList({
  conversations,
  status,
}: {
  conversations: TeamConversation[];
  status: ChatStatusFilter;
}) {
  if (conversations.length === 0) {
    return (
      <p className="rounded-lg border border-border p-6 text-sm text-muted-foreground">
        {copy.empty[status]}
      </p>
    );
  }
  return (
    <section
      className="overflow-x-auto rounded-lg border border-border"
      tabIndex={0}
      aria-label={copy.tableLabel}
    >
      <table className="min-w-full text-left text-sm">
        <thead className="bg-muted">
          <tr>
            {Object.values(copy.columns).map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {conversations.map((conversation) => {
            const unread = conversation.unread > 0;
            return (
              <tr
                key={conversation.id}
                data-unread={unread ? conversation.unread : undefined}
                className={cn("border-t border-border align-top", unread && "font-semibold")}
              >
                <td className="px-3 py-2 whitespace-nowrap">
                  <Link
                    href={`/admin/chat/${conversation.id}`}
                    aria-label={copy.openConversation(conversation.name)}
                    className={linkClasses}
                  >
                    {conversation.name}
                  </Link>
                  <span className="block text-xs font-normal text-muted-foreground">
                    {conversation.email}
                  </span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {unread ? (
                    <span className="inline-block rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                      {copy.unread(conversation.unread)}
                    </span>
                  ) : (
                    copy.allRead
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {conversation.assigneeName ?? copy.nobody}
                </td>
                <td dir="auto" className="max-w-md min-w-64 px-3 py-2">
                  {firstWords(conversation.lastMessage) || copy.noLastMessage}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatTime(conversation.lastActivityAt)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
