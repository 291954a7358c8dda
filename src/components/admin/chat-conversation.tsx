import type * as React from "react";

import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { CHAT_LIMITS } from "@/config/chat";
import { adminChatCopy as copy } from "@/content/admin-chat";
import { attributionOf, attributionSentence } from "@/lib/admin/attribution-view";
import { assignChat, chatToLead, replyToChat, setChatStatus } from "@/lib/admin/chat-actions";
import { formatTime } from "@/lib/admin/outbox";
import type { ChatConversation, ChatMessage } from "@/lib/chat/store";
import type { AdminUser } from "@/lib/db/accounts";

import { ChatTranscript } from "./chat-transcript";

const control = "block w-full rounded-lg border border-border bg-background px-3 py-2 text-sm";
const linkClasses = "font-medium text-primary underline-offset-4 hover:underline";

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-lg border border-border p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Details({ conversation }: { conversation: ConversationWithHandler }) {
  const f = copy.fields;
  const rows: [string, React.ReactNode][] = [
    [f.name, conversation.name],
    [f.email, conversation.email],
    [f.emailConfirmed, conversation.emailConfirmedAt ? copy.yes : copy.notConfirmed],
    [f.sourcePage, conversation.sourcePage],
    [f.cameFrom, attributionSentence(attributionOf(conversation))],
    [f.locale, copy.locales[conversation.locale] ?? conversation.locale],
    [f.status, copy.statuses[conversation.status]],
    [f.handler, conversation.assigneeName ?? copy.nobody],
    [f.started, formatTime(conversation.createdAt)],
    [f.lastActivity, formatTime(conversation.lastActivityAt)],
    [
      f.lead,
      conversation.leadId === null ? (
        copy.noLead
      ) : (
        <Link href={`/admin/leads/${conversation.leadId}`} className={linkClasses}>
          {copy.openLead(conversation.leadId)}
        </Link>
      ),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusButton({
  id,
  to,
  label,
}: {
  id: number;
  to: ChatConversation["status"];
  label: string;
}) {
  return (
    <form action={setChatStatus.bind(null, id)}>
      <input type="hidden" name="status" value={to} />
      <button type="submit" className={buttonClasses({ size: "sm", variant: "secondary" })}>
        {label}
      </button>
    </form>
  );
}

function Actions({
  conversation,
  accounts,
  user,
}: {
  conversation: ConversationWithHandler;
  accounts: Pick<AdminUser, "id" | "name">[];
  user: Pick<AdminUser, "id">;
}) {
  const { id, status } = conversation;
  // A disabled account keeps what it handles: it stays in the choice until reassigned.
  const choices =
    conversation.assigneeId !== null && !accounts.some((a) => a.id === conversation.assigneeId)
      ? [...accounts, { id: conversation.assigneeId, name: conversation.assigneeName ?? "" }]
      : accounts;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-2">
        <form
          // A new form for a new handler: after the action's client-side redirect, the choice
          // shows the saved handler (a default value applies on mount only).
          key={String(conversation.assigneeId)}
          action={assignChat.bind(null, id)}
          className="space-y-2"
        >
          <label htmlFor="chat-assignee" className="block text-sm font-medium">
            {copy.assignLabel}
          </label>
          <div className="flex gap-2">
            <select
              id="chat-assignee"
              name="assignee"
              defaultValue={conversation.assigneeId === null ? "" : String(conversation.assigneeId)}
              className={control}
            >
              <option value="">{copy.nobody}</option>
              {choices.map((account) => (
                <option key={account.id} value={String(account.id)}>
                  {account.name}
                </option>
              ))}
            </select>
            <button type="submit" className={buttonClasses({ size: "sm" })}>
              {copy.assignButton}
            </button>
          </div>
        </form>
        {conversation.assigneeId === user.id ? null : (
          <form action={assignChat.bind(null, id)}>
            <input type="hidden" name="assignee" value={String(user.id)} />
            <button type="submit" className={buttonClasses({ size: "sm", variant: "secondary" })}>
              {copy.assignMe}
            </button>
          </form>
        )}
      </div>
      <div className="space-y-3">
        <div className="flex flex-wrap gap-2">
          {status === "open" ? <StatusButton id={id} to="closed" label={copy.close} /> : null}
          {status === "closed" ? <StatusButton id={id} to="open" label={copy.reopen} /> : null}
          {status === "spam" ? (
            <StatusButton id={id} to="open" label={copy.notSpam} />
          ) : (
            <StatusButton id={id} to="spam" label={copy.spam} />
          )}
        </div>
        <p className="text-sm text-muted-foreground">{copy.spamHint}</p>
        {conversation.leadId === null && status !== "spam" ? (
          <form action={chatToLead.bind(null, id)} className="space-y-1">
            <button type="submit" className={buttonClasses({ size: "sm" })}>
              {copy.toLead}
            </button>
            <p className="text-sm text-muted-foreground">{copy.toLeadHint}</p>
          </form>
        ) : null}
      </div>
    </div>
  );
}

type ConversationWithHandler = ChatConversation & { assigneeName: string | null };

/**
 * A conversation on the team's side: who and where from, the transcript, the reply box and what
 * the team can do with it. Every form is a plain Server Action form: it works without
 * JavaScript and comes back to this page.
 */
export function ChatConversationView({
  conversation,
  messages,
  accounts,
  names,
  user,
}: {
  conversation: ConversationWithHandler;
  messages: ChatMessage[];
  accounts: Pick<AdminUser, "id" | "name">[];
  names: ReadonlyMap<number, string>;
  user: Pick<AdminUser, "id">;
}) {
  return (
    <article>
      <h2 className="text-xl font-bold">{copy.conversationTitle(conversation.id)}</h2>
      <Section id="chat-details" title={copy.details}>
        <Details conversation={conversation} />
      </Section>
      <Section id="chat-transcript" title={copy.transcript}>
        <ChatTranscript messages={messages} names={names} />
        {conversation.status === "spam" ? (
          <p className="mt-6 text-sm text-muted-foreground">{copy.spamNoReply}</p>
        ) : (
          <form action={replyToChat.bind(null, conversation.id)} className="mt-6 space-y-2">
            <label htmlFor="chat-reply" className="block text-sm font-medium">
              {copy.replyLabel}
            </label>
            <textarea
              id="chat-reply"
              name="body"
              required
              rows={4}
              maxLength={CHAT_LIMITS.message}
              dir="auto"
              aria-describedby="chat-reply-hint"
              className={control}
            />
            <p id="chat-reply-hint" className="text-sm text-muted-foreground">
              {copy.replyHint}
            </p>
            <button type="submit" className={buttonClasses({ size: "sm" })}>
              {copy.replyButton}
            </button>
          </form>
        )}
        <p className="mt-4 text-sm">
          <a href={`/admin/chat/${conversation.id}#latest`} className={linkClasses}>
            {copy.refresh}
          </a>
        </p>
      </Section>
      <Section id="chat-actions" title={copy.actions}>
        <Actions conversation={conversation} accounts={accounts} user={user} />
      </Section>
    </article>
  );
}
