import { routeUser } from "@/lib/admin/auth";
import { conversationById, touchPresence } from "@/lib/chat/store";
import { chatEventStream } from "@/lib/chat/stream";
import { parseRowId } from "@/lib/db/row-id";

export const dynamic = "force-dynamic";

/**
 * One conversation for the team, live: its messages after `?after=` (or Last-Event-ID) as they
 * are written, on whichever instance; the open stream is the team member's presence.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const access = await routeUser();
  if ("response" in access) return access.response;
  const id = parseRowId((await params).id);
  const conversation = id === null ? undefined : await conversationById(id);
  if (!conversation) return new Response("No such conversation.", { status: 404 });
  const after =
    parseRowId(request.headers.get("last-event-id")) ??
    parseRowId(new URL(request.url).searchParams.get("after")) ??
    0;
  await touchPresence(access.user.id);
  return chatEventStream(request.signal, conversation.id, after, () =>
    touchPresence(access.user.id),
  );
}
