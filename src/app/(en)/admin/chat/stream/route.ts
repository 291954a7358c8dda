import { routeUser } from "@/lib/admin/auth";
import { touchPresence } from "@/lib/chat/store";
import { chatChangeStream, retryLaterStream } from "@/lib/chat/stream";
import { isDatabaseUnavailable } from "@/lib/db/errors";

export const dynamic = "force-dynamic";

/**
 * The team's chat list, live: a `change` event at each change; the stream is presence, but not
 * after "go away" (`?away=1`, the page's stream once the member has left: it keeps the list live
 * without bringing them back online). While the database is unavailable, an empty stream that
 * has the browser come back in 3 s.
 */
export async function GET(request: Request) {
  const access = await routeUser();
  if ("response" in access) {
    return access.response.status === 503 ? retryLaterStream() : access.response;
  }
  const present = new URL(request.url).searchParams.get("away") !== "1";
  const beat = present ? () => touchPresence(access.user.id) : async () => {};
  try {
    await beat();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return retryLaterStream();
  }
  return chatChangeStream(request.signal, beat);
}
