import { routeUser } from "@/lib/admin/auth";
import { touchPresence } from "@/lib/chat/store";
import { chatChangeStream, retryLaterStream } from "@/lib/chat/stream";
import { isDatabaseUnavailable } from "@/lib/db/errors";

export const dynamic = "force-dynamic";

/**
 * The team's chat list, live: a `change` event at each change; the stream is presence. While
 * the database is unavailable, an empty stream that has the browser come back in 3 s.
 */
export async function GET(request: Request) {
  const access = await routeUser();
  if ("response" in access) {
    return access.response.status === 503 ? retryLaterStream() : access.response;
  }
  try {
    await touchPresence(access.user.id);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return retryLaterStream();
  }
  return chatChangeStream(request.signal, () => touchPresence(access.user.id));
}
