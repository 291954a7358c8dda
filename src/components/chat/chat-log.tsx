import type { Locale } from "@/config/locales";
import type { ChatMessage } from "@/lib/chat/store";
import { cn } from "@/lib/cn";
import { formatUtcTime } from "@/lib/format-date";
import { copyIn } from "@/lib/i18n/copy";

/**
 * A conversation's messages as a log (new ones announced politely), oldest first, each with who
 * wrote it and when; the last one is `#latest`. Text only: a message is never read as HTML.
 * /chat and the reply link's page (/chat/reply) show it.
 */
export function ChatLog({ messages, locale }: { messages: ChatMessage[]; locale: Locale }) {
  const copy = copyIn(locale, "chat").chatCopy.conversation;
  return (
    <div role="log" aria-live="polite" aria-label={copy.logLabel} className="mb-6">
      <ol className="flex flex-col gap-4">
        {messages.map((message, index) => (
          <MessageItem
            key={message.id}
            message={message}
            locale={locale}
            last={index === messages.length - 1}
          />
        ))}
      </ol>
    </div>
  );
}

function MessageItem({
  message,
  locale,
  last,
}: {
  message: ChatMessage;
  locale: Locale;
  last: boolean;
}) {
  const copy = copyIn(locale, "chat").chatCopy.conversation;
  const own = message.author === "visitor";
  const author =
    message.author === "visitor" ? copy.you : message.author === "team" ? copy.team : copy.system;
  return (
    <li
      id={last ? "latest" : undefined}
      className={cn("flex flex-col gap-1", own ? "items-end" : "items-start")}
    >
      <p className="text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{author}</span>{" "}
        <time dateTime={message.createdAt.toISOString()}>
          {formatUtcTime(message.createdAt, locale)}
        </time>
      </p>
      <p
        dir="auto"
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap",
          own
            ? "bg-primary text-primary-foreground"
            : "border border-border bg-muted text-foreground",
        )}
      >
        {message.body}
      </p>
    </li>
  );
}
