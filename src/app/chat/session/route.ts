import { headers } from "next/headers";

import { CHAT_OFFICE } from "@/config/chat";
import { chatCookie, messageView } from "@/lib/chat/answers";
import { panelCopy } from "@/lib/chat/panel-copy";
import { chatJson, localeOf } from "@/lib/chat/routes";
import { messagesAfter, teamOnlineCount } from "@/lib/chat/store";
import { chatFormToken, conversationOfToken } from "@/lib/chat/visitor";

export const dynamic = "force-dynamic";

/**
 * What the chat panel shows when it opens: the answering office's hours and whether someone of
 * the team is online (the panel tells "online" or "away" from both by the browser's clock, each
 * minute), and the conversation on this device (its cookie) with its messages, or the time-trap
 * token of the start form.
 */
export async function GET(request: Request) {
  const locale = localeOf(new URL(request.url).searchParams.get("locale"));
  const copy = panelCopy(locale);
  const conversation = await conversationOfToken(await chatCookie());
  const team = { hours: CHAT_OFFICE.hours, teamOnline: (await teamOnlineCount()) > 0 };
  if (!conversation) {
    return chatJson({
      copy,
      ...team,
      conversation: null,
      token: chatFormToken(await headers()),
    });
  }
  const messages = await messagesAfter(conversation.id);
  return chatJson({
    copy,
    ...team,
    conversation: { status: conversation.status, messages: messages.map(messageView) },
  });
}
