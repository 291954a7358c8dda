/**
 * The live chat's notifications, composed from stored rows (pure: no database; the decisions of
 * who is mailed and when are src/lib/chat/notify.ts's): the team's email about a new
 * conversation or a visitor's message, and the `chat.conversation.created` and
 * `chat.message.created` webhooks (Standard Webhooks, like `submission.created`). The team's
 * emails go to our own addresses only and may carry the message, escaped in the HTML part;
 * nothing here is ever addressed to the visitor (issue 51: what a stranger typed goes only to an
 * address they have confirmed: the visitor's emails are ./chat-visitor.ts's).
 */
import { localizeHref, writtenLocale } from "@/config/locales";
import { mailCopy } from "@/content/mail";
import { chatMailCopy as words } from "@/content/mail-chat";
import type { Attribution } from "@/lib/analytics/attribution";
import type { chatConversations, chatMessages } from "@/lib/db/schema";
import type { NewOutboxJob } from "@/lib/outbox/jobs";

import { email, oneLine, siteLink, webhookAttribution, webhookJobs, type Row } from "./compose";
import type { MailSettings } from "./settings";

/** The outbox's `source_table` of every chat job: the person view finds them by it. */
export const CHAT_SOURCE_TABLE = "chat_conversations";

/** The outbox topics of the team's chat emails (one per conversation per interval). */
export const CHAT_TEAM_TOPICS = ["chat.conversation.team", "chat.message.team"] as const;

type Conversation = Pick<
  typeof chatConversations.$inferSelect,
  | "id"
  | "name"
  | "email"
  | "emailConfirmedAt"
  | "consent"
  | "sourcePage"
  | "locale"
  | "createdAt"
  | keyof Attribution
>;
type Message = Pick<
  typeof chatMessages.$inferSelect,
  "id" | "conversationId" | "author" | "body" | "via" | "createdAt"
>;

const source = (conversation: Conversation) => ({
  table: CHAT_SOURCE_TABLE,
  id: conversation.id,
  email: conversation.email,
});

/** The page the conversation was started on, in its language (/ar/contact). */
function startedOn(conversation: Conversation): string {
  return siteLink(localizeHref(conversation.sourcePage, conversation.locale));
}

function rows(conversation: Conversation, message: Message): Row[] {
  const state = conversation.emailConfirmedAt
    ? words.emailState.confirmed
    : words.emailState.unconfirmed;
  return [
    { label: words.labels.conversation, value: `#${conversation.id}` },
    { label: words.labels.name, value: conversation.name },
    { label: words.labels.email, value: `${conversation.email} (${state})` },
    { label: words.labels.message, value: message.body },
    { label: words.labels.startedOn, value: startedOn(conversation) },
    {
      label: words.labels.language,
      value: mailCopy.team.languages[writtenLocale(conversation.locale)],
    },
    { label: words.labels.received, value: message.createdAt.toISOString() },
  ];
}

function teamEmail(
  kind: "started" | "message",
  conversation: Conversation,
  message: Message,
  to: string[],
  intervalMinutes: number,
): NewOutboxJob {
  const name = oneLine(conversation.name, 120);
  return {
    channel: "email",
    topic: kind === "started" ? CHAT_TEAM_TOPICS[0] : CHAT_TEAM_TOPICS[1],
    source: source(conversation),
    payload: email(to, words.subject[kind](name), {
      paragraphs: [words.intro[kind], words.answerHint],
      rows: rows(conversation, message),
      link: { label: words.labels.open, href: siteLink("/admin/chat") },
      footer: [words.interval(intervalMinutes)],
    }),
  };
}

function messageData(message: Message) {
  return {
    id: message.id,
    conversationId: message.conversationId,
    author: message.author,
    via: message.via,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * A new conversation: the team's email (to `to`, when there is anyone to mail) and the
 * `chat.conversation.created` webhook with the conversation and its first message.
 */
export function conversationStartedJobs(
  conversation: Conversation,
  message: Message,
  to: string[],
  settings: MailSettings,
  intervalMinutes: number,
): NewOutboxJob[] {
  return [
    ...(to.length > 0 ? [teamEmail("started", conversation, message, to, intervalMinutes)] : []),
    ...webhookJobs(
      settings,
      "chat.conversation.created",
      {
        conversation: {
          id: conversation.id,
          name: conversation.name,
          email: conversation.email,
          emailConfirmed: conversation.emailConfirmedAt !== null,
          consent: conversation.consent,
          sourcePage: startedOn(conversation),
          locale: conversation.locale,
          createdAt: conversation.createdAt.toISOString(),
          attribution: webhookAttribution(conversation),
        },
        message: messageData(message),
      },
      source(conversation),
      message.createdAt,
    ),
  ];
}

/** The `chat.message.created` webhook of a message. */
export function messageCreatedJobs(
  conversation: Conversation,
  message: Message,
  settings: MailSettings,
): NewOutboxJob[] {
  return webhookJobs(
    settings,
    "chat.message.created",
    { message: messageData(message) },
    source(conversation),
    message.createdAt,
  );
}

/** The team's email about a visitor's message (when nobody is online: notify.ts decides). */
export function visitorMessageEmail(
  conversation: Conversation,
  message: Message,
  to: string[],
  intervalMinutes: number,
): NewOutboxJob {
  return teamEmail("message", conversation, message, to, intervalMinutes);
}
