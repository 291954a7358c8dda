import { setChatCookie } from "@/lib/chat/answers";
import { chatFailure, chatJson, localeOf, readChatPost } from "@/lib/chat/routes";
import { startConversation } from "@/lib/chat/visitor";

export const dynamic = "force-dynamic";

/**
 * The chat panel's first message (src/components/chat/panel.tsx): what /chat's start form does
 * (src/lib/chat/actions.ts), answered as JSON; the conversation's cookie is set with it.
 */
export async function POST(request: Request) {
  const formData = await readChatPost(request);
  if (formData instanceof Response) return formData;
  const result = await startConversation(formData, request.headers);
  if (result.status === "started") {
    await setChatCookie(result.visitorToken);
    return chatJson({ status: "started" });
  }
  if (result.status === "dropped") return chatJson({ status: "idle" });
  return chatFailure(localeOf(formData.get("_locale")), result);
}
