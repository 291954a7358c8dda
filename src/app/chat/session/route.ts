import { headers } from "next/headers";

import { chatCookie, messageView } from "@/lib/chat/answers";
import { panelCopy } from "@/lib/chat/panel-copy";
import { chatJson, localeOf } from "@/lib/chat/routes";
import { availabilityAt, messagesAfter } from "@/lib/chat/store";
import { chatFormToken, conversationOfToken } from "@/lib/chat/visitor";

export const dynamic = "force-dynamic";

/**
 * What the chat panel shows when it opens: whether the team is online, and the conversation on
 * this device (its cookie) with its messages, or the time-trap token of the start form.
 */
export async function GET(request: Request) {
  const locale = localeOf(new URL(request.url).searchParams.get("locale"));
  const copy = panelCopy(locale);
  const conversation = await conversationOfToken(await chatCookie());
  const availability = await availabilityAt();
  if (!conversation) {
    return chatJson({
      copy,
      availability,
      conversation: null,
      token: chatFormToken(await headers()),
    });
  }
  const messages = await messagesAfter(conversation.id);
  return chatJson({
    copy,
    availability,
    conversation: { status: conversation.status, messages: messages.map(messageView) },
  });
}
