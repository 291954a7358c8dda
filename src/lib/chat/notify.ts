import "server-only";

import { and, eq, gt, inArray, sql } from "drizzle-orm";

import { CHAT_EMAIL } from "@/config/chat";
import type { Database } from "@/lib/db/client";
import { adminUsers, chatConversations, outbox } from "@/lib/db/schema";
import {
  CHAT_SOURCE_TABLE,
  CHAT_TEAM_TOPICS,
  conversationStartedJobs,
  messageCreatedJobs,
  visitorMessageEmail,
} from "@/lib/mail/chat";
import { chatReplyToken } from "@/lib/mail/chat-links";
import { CHAT_VISITOR_TOPICS, chatAnswerJob } from "@/lib/mail/chat-visitor";
import { mailSettings, teamRecipients, type MailSettings } from "@/lib/mail/settings";
import type { NewOutboxJob } from "@/lib/outbox/jobs";
import { enqueue } from "@/lib/outbox/queue";
import { getSecret } from "@/lib/security/secrets.mjs";

import type { ChatConversation, ChatMessage } from "./store";
import { visitorPresent } from "./visitor-presence";

/**
 * What a visitor's chat sends, written to the outbox in the transaction that stores the message
 * (so a message is never stored without its notifications, nor notified without being stored):
 * - a new conversation: an email to the team address (the contact form's team recipients:
 *   MAIL_TEAM_TO when set, else the site's address) and a `chat.conversation.created` webhook;
 * - a visitor's message in a conversation: a `chat.message.created` webhook, and, only when
 *   nobody of the team is online (src/lib/chat/store.ts `teamOnlineCount`), an email to the
 *   conversation's handler (their account's address; the team address when nobody handles it
 *   or their account is disabled). At most one team email per conversation every
 *   TEAM_MAIL_INTERVAL_MS (see `mailedRecently`): a visitor writing ten lines in a row sends
 *   one email, and the new conversation's email counts as that conversation's first.
 * - a team member's answer: a `chat.message.created` webhook (author "team"), and, only when
 *   the visitor's address is confirmed and their stream is not open (visitor-presence.ts), the
 *   answer mailed to them with a signed reply link, at most once per conversation every
 *   CHAT_EMAIL.mailIntervalMs (the link shows the rest).
 * A conversation marked spam sends nothing more. An unconfirmed address is never mailed here.
 */

/** At most one team email per conversation in this time (the new conversation's counts). */
export const TEAM_MAIL_INTERVAL_MS = 10 * 60_000;
const INTERVAL_MINUTES = TEAM_MAIL_INTERVAL_MS / 60_000;

/** The team address of the chat: the contact form's (MAIL_TEAM_TO overrides it). */
const teamAddressOfChat = (settings: MailSettings) => teamRecipients("contact", settings);

/**
 * Whether an email of `topics` about the conversation was queued within `intervalMs`, by the
 * database's clock (every instance's). Read from the outbox, so nothing more is stored for it;
 * it runs after insertMessage has updated the conversation's row, whose lock makes two messages
 * of one conversation take turns here, the second seeing the first's email once that has
 * committed. The team's emails by default.
 */
export async function mailedRecently(
  db: Database,
  conversationId: number,
  topics: readonly string[] = CHAT_TEAM_TOPICS,
  intervalMs: number = TEAM_MAIL_INTERVAL_MS,
): Promise<boolean> {
  const seconds = intervalMs / 1000;
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.sourceTable, CHAT_SOURCE_TABLE),
        eq(outbox.sourceId, conversationId),
        eq(outbox.channel, "email"),
        inArray(outbox.topic, [...topics]),
        gt(outbox.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The handler's address when the conversation has an active one, else the team's. */
async function handlerOrTeam(
  db: Database,
  conversation: ChatConversation,
  settings: MailSettings,
): Promise<string[]> {
  if (conversation.assigneeId !== null) {
    const [handler] = await db
      .select({ email: adminUsers.email, disabledAt: adminUsers.disabledAt })
      .from(adminUsers)
      .where(eq(adminUsers.id, conversation.assigneeId));
    if (handler && handler.disabledAt === null) return [handler.email];
  }
  return teamAddressOfChat(settings);
}

/** A new conversation's notifications, in `db`'s transaction (the one that stored it). */
export async function notifyConversationStarted(
  db: Database,
  conversation: ChatConversation,
  message: ChatMessage,
): Promise<void> {
  const settings = mailSettings();
  await enqueue(
    db,
    conversationStartedJobs(
      conversation,
      message,
      teamAddressOfChat(settings),
      settings,
      INTERVAL_MINUTES,
    ),
  );
}

/**
 * A visitor's message's notifications, in `db`'s transaction, after insertMessage: the
 * conversation is read again there (its status and handler as of now). `teamOnline`: how many
 * of the team were online (teamOnlineCount) when the message came.
 */
export async function notifyVisitorMessage(
  db: Database,
  message: ChatMessage,
  teamOnline: number,
): Promise<void> {
  const [conversation] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, message.conversationId));
  if (!conversation || conversation.status === "spam") return;
  const settings = mailSettings();
  const jobs: NewOutboxJob[] = [];
  if (teamOnline === 0 && !(await mailedRecently(db, conversation.id))) {
    const to = await handlerOrTeam(db, conversation, settings);
    if (to.length > 0) jobs.push(visitorMessageEmail(conversation, message, to, INTERVAL_MINUTES));
  }
  jobs.push(...messageCreatedJobs(conversation, message, settings));
  await enqueue(db, jobs);
}

/**
 * A team member's answer's notifications, in `db`'s transaction, after insertMessage (the
 * conversation's row is locked by then: replyAsTeam). The webhook always; the email to the
 * visitor only to a confirmed address, while they are away, once per interval.
 */
export async function notifyTeamMessage(db: Database, message: ChatMessage): Promise<void> {
  const [conversation] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, message.conversationId));
  if (!conversation || conversation.status === "spam") return;
  const jobs: NewOutboxJob[] = [];
  if (
    conversation.emailConfirmedAt !== null &&
    !(await visitorPresent(db, conversation.id)) &&
    !(await mailedRecently(
      db,
      conversation.id,
      [CHAT_VISITOR_TOPICS.answer],
      CHAT_EMAIL.mailIntervalMs,
    ))
  ) {
    const token = chatReplyToken(getSecret("FORM_SECRET"), conversation);
    jobs.push(chatAnswerJob(conversation, message, token));
  }
  jobs.push(...messageCreatedJobs(conversation, message, mailSettings()));
  await enqueue(db, jobs);
}
