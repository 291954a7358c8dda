import { chatCookie, messageView } from "@/lib/chat/answers";
import { chatFailure, chatJson, localeOf, readChatPost } from "@/lib/chat/routes";
import { sendVisitorMessage } from "@/lib/chat/visitor";
import { copyIn } from "@/lib/i18n/catalogs";

export const dynamic = "force-dynamic";

/** A message from the chat panel in the conversation of the visitor's cookie, as JSON. */
export async function POST(request: Request) {
  const formData = await readChatPost(request);
  if (formData instanceof Response) return formData;
  const locale = localeOf(formData.get("_locale"));
  const result = await sendVisitorMessage(await chatCookie(), formData, request.headers);
  if (result.status === "sent") {
    return chatJson({ status: "sent", message: messageView(result.message) });
  }
  if (result.status === "no_conversation") {
    return chatJson(
      { status: "error", message: copyIn(locale, "chat").chatCopy.errors.gone, gone: true },
      404,
    );
  }
  return chatFailure(locale, result);
}
