import { routeUser } from "@/lib/admin/auth";
import { touchPresence } from "@/lib/chat/store";
import { chatChangeStream } from "@/lib/chat/stream";

export const dynamic = "force-dynamic";

/** The team's chat list, live: a `change` event at each change; the stream is presence. */
export async function GET(request: Request) {
  const access = await routeUser();
  if ("response" in access) return access.response;
  await touchPresence(access.user.id);
  return chatChangeStream(request.signal, () => touchPresence(access.user.id));
}
