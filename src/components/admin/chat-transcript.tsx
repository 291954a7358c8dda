import { adminChatCopy as copy } from "@/content/admin-chat";
import { formatTime } from "@/lib/admin/outbox";
import type { ChatMessage } from "@/lib/chat/store";
import { cn } from "@/lib/cn";

function authorOf(message: ChatMessage, names: ReadonlyMap<number, string>): string {
  if (message.author !== "team") return copy.authors[message.author];
  return copy.teamAuthor(message.authorId === null ? null : (names.get(message.authorId) ?? null));
}

/**
 * A conversation's messages, oldest first, in a log: each message's text as text (React escapes
 * it; nothing is rendered as HTML), the team's on the other side. The last is `#latest`, where
 * a reply comes back to.
 */
export function ChatTranscript({
  messages,
  names,
}: {
  messages: ChatMessage[];
  /** Account names by id, for the team's messages. */
  names: ReadonlyMap<number, string>;
}) {
  return (
    <div role="log" aria-live="polite" aria-label={copy.logLabel}>
      <ol className="flex flex-col gap-4">
        {messages.map((message, index) => {
          const team = message.author === "team";
          return (
            <li
              key={message.id}
              id={index === messages.length - 1 ? "latest" : undefined}
              className={cn("flex flex-col gap-1", team ? "items-end" : "items-start")}
            >
              <p className="text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{authorOf(message, names)}</span>{" "}
                <time dateTime={message.createdAt.toISOString()}>
                  {formatTime(message.createdAt)}
                </time>
                {message.via === "email" ? ` · ${copy.viaEmail}` : null}
              </p>
              <p
                dir="auto"
                className={cn(
                  "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap",
                  team
                    ? "bg-primary text-primary-foreground"
                    : "border border-border bg-muted text-foreground",
                )}
              >
                {message.body}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
