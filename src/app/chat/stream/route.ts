import { chatCookie } from "@/lib/chat/answers";
import { chatEventStream, retryLaterStream } from "@/lib/chat/stream";
import { conversationOfToken } from "@/lib/chat/visitor";
import { leaveVisitor, touchVisitor } from "@/lib/chat/visitor-presence";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { parseRowId } from "@/lib/db/row-id";

export const dynamic = "force-dynamic";

/**
 * The visitor's conversation as Server-Sent Events (src/lib/chat/stream.ts): the messages after
 * the last one the panel has (Last-Event-ID on a reconnection, or `?after=`), then each new one as
 * it is written, on whichever instance; and the team's presence when it changes. While the
 * database is unavailable, an empty stream that has the browser come back in 3 s. The open
 * stream is the visitor's presence: while it is, the team's answers are not mailed to them.
 */
export async function GET(request: Request) {
  let conversation;
  try {
    conversation = await conversationOfToken(await chatCookie());
    if (conversation) await touchVisitor(conversation.id);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[chat] stream:", error);
    return retryLaterStream();
  }
  if (!conversation) {
    return new Response("No conversation on this device.", {
      status: 404,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const after =
    parseRowId(request.headers.get("last-event-id")) ??
    parseRowId(new URL(request.url).searchParams.get("after")) ??
    0;
  const id = conversation.id;
  return chatEventStream(
    request.signal,
    id,
    after,
    () => touchVisitor(id),
    () => leaveVisitor(id),
  );
}
