/**
 * The live chat's emails to the visitor, composed from stored rows (pure: who is mailed and
 * when is src/lib/chat/email.ts's and notify.ts's), in the conversation's language:
 * - the confirmation of their address: our words and a signed link, nothing they typed, not
 *   even their name, since nobody has shown yet that the address is theirs (issue 51);
 * - the transcript, and the team's answer, only ever to a confirmed address: the messages, each
 *   escaped in the HTML part, and a signed link to read the conversation and reply.
 */
import { CHAT_EMAIL } from "@/config/chat";
import { localizeHref, type Locale } from "@/config/locales";
import { CHAT_EMAIL_PATHS } from "@/config/routes";
import type { chatConversations, chatMessages } from "@/lib/db/schema";
import { formatUtcTime } from "@/lib/format-date";
import { copyIn } from "@/lib/i18n/catalogs";
import type { NewOutboxJob } from "@/lib/outbox/jobs";

import { CHAT_SOURCE_TABLE } from "./chat";
import { email, siteLink, type Row } from "./compose";

/** The outbox topics of the visitor's chat emails (one of each per conversation per interval). */
export const CHAT_VISITOR_TOPICS = {
  confirmation: "chat.confirmation",
  transcript: "chat.transcript",
  answer: "chat.answer",
} as const;

type Conversation = Pick<typeof chatConversations.$inferSelect, "id" | "email" | "locale">;
type Message = Pick<typeof chatMessages.$inferSelect, "author" | "body" | "createdAt">;

function words(locale: Locale) {
  const { chatEmailCopy, chatCopy } = copyIn(locale, "chat");
  const { mailCopy } = copyIn(locale, "mail");
  return { copy: chatEmailCopy.mail, names: chatCopy.conversation, sign: mailCopy.acknowledgement };
}

const source = (conversation: Conversation) => ({
  table: CHAT_SOURCE_TABLE,
  id: conversation.id,
  email: conversation.email,
});

/** A link to one of the chat's link pages, in the conversation's language. */
function linkTo(path: string, token: string, locale: Locale): string {
  return siteLink(localizeHref(`${path}?t=${encodeURIComponent(token)}`, locale));
}

/** The messages as rows: who wrote each and when, then its text. */
function messageRows(messages: readonly Message[], locale: Locale): Row[] {
  const { names } = words(locale);
  const author = { visitor: names.you, team: names.team, system: names.system };
  return messages.map((message) => ({
    label: `${author[message.author]} · ${formatUtcTime(message.createdAt, locale)}`,
    value: message.body,
  }));
}

/** The confirmation of the address: `token` from chatConfirmToken. Nothing the visitor typed. */
export function chatConfirmationJob(conversation: Conversation, token: string): NewOutboxJob {
  const { locale } = conversation;
  const { copy, sign } = words(locale);
  return {
    channel: "email",
    topic: CHAT_VISITOR_TOPICS.confirmation,
    source: source(conversation),
    unverifiedRecipient: true,
    payload: email(
      [conversation.email],
      copy.confirm.subject,
      {
        paragraphs: copy.confirm.body,
        link: {
          label: copy.confirm.action,
          href: linkTo(CHAT_EMAIL_PATHS.confirm, token, locale),
        },
        footer: [sign.signOff, sign.contactLine],
      },
      {},
      locale,
    ),
  };
}

/**
 * A mail of the conversation to its confirmed address (the transcript, the team's answer): its
 * messages as rows and the signed link to read and reply (`replyToken` from chatReplyToken).
 */
function conversationJob(
  conversation: Conversation,
  kind: "transcript" | "answer",
  messages: readonly Message[],
  replyToken: string,
  notes: readonly string[],
): NewOutboxJob {
  const { locale } = conversation;
  const { copy, sign } = words(locale);
  return {
    channel: "email",
    topic: CHAT_VISITOR_TOPICS[kind],
    source: source(conversation),
    payload: email(
      [conversation.email],
      copy[kind].subject(conversation.id),
      {
        paragraphs: [copy[kind].intro],
        rows: messageRows(messages, locale),
        link: {
          label: copy[kind].action,
          href: linkTo(CHAT_EMAIL_PATHS.reply, replyToken, locale),
        },
        footer: [...notes, copy.replyLinkLife, sign.signOff, copy.why],
      },
      {},
      locale,
    ),
  };
}

/** The whole conversation, to its confirmed address; `replyToken` from chatReplyToken. */
export function chatTranscriptJob(
  conversation: Conversation,
  messages: readonly Message[],
  replyToken: string,
): NewOutboxJob {
  return conversationJob(conversation, "transcript", messages, replyToken, []);
}

/** The team's answer, to the confirmed address of a visitor who is away. */
export function chatAnswerJob(
  conversation: Conversation,
  message: Message,
  replyToken: string,
): NewOutboxJob {
  const { copy } = words(conversation.locale);
  const interval = copy.answer.interval(CHAT_EMAIL.mailIntervalMs / 60_000);
  return conversationJob(conversation, "answer", [message], replyToken, [interval]);
}
