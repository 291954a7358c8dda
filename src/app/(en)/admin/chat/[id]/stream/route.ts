import { routeUser } from "@/lib/admin/auth";
import { conversationById, touchPresence } from "@/lib/chat/store";
import { chatEventStream, retryLaterStream } from "@/lib/chat/stream";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { parseRowId } from "@/lib/db/row-id";

export const dynamic = "force-dynamic";

/**
 * One conversation for the team, live: its messages after `?after=` (or Last-Event-ID) as they
 * are written, on whichever instance; the open stream is the team member's presence. While the
 * database is unavailable, an empty stream that has the browser come back in 3 s.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const access = await routeUser();
  if ("response" in access) {
    return access.response.status === 503 ? retryLaterStream() : access.response;
  }
  const id = parseRowId((await params).id);
  let conversation;
  try {
    conversation = id === null ? undefined : await conversationById(id);
    if (conversation) await touchPresence(access.user.id);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return retryLaterStream();
  }
  if (!conversation) return new Response("No such conversation.", { status: 404 });
  const after =
    parseRowId(request.headers.get("last-event-id")) ??
    parseRowId(new URL(request.url).searchParams.get("after")) ??
    0;
  return chatEventStream(request.signal, conversation.id, after, () =>
    touchPresence(access.user.id),
  );
}
