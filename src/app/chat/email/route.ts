import { chatCookie } from "@/lib/chat/answers";
import { requestChatEmail } from "@/lib/chat/email";
import { chatJson, localeOf, readChatPost } from "@/lib/chat/routes";
import { conversationOfToken } from "@/lib/chat/visitor";
import { copyIn } from "@/lib/i18n/catalogs";

export const dynamic = "force-dynamic";

/**
 * The chat panel's "Email me the transcript" and "Continue by email" (`wish`): what /chat's
 * form does (src/lib/chat/actions.ts), answered as JSON with the sentence to show. An
 * unconfirmed address is mailed only a confirmation link (src/lib/chat/email.ts).
 */
export async function POST(request: Request) {
  const formData = await readChatPost(request);
  if (formData instanceof Response) return formData;
  const { outcomes } = copyIn(localeOf(formData.get("_locale")), "chat").chatEmailCopy.request;
  const conversation = await conversationOfToken(await chatCookie());
  if (!conversation) return chatJson({ status: "error", message: outcomes.gone, gone: true }, 404);
  const wish = formData.get("wish") === "transcript" ? "transcript" : "continue";
  try {
    const outcome = await requestChatEmail(conversation, wish);
    return chatJson({ status: "done", message: outcomes[outcome] });
  } catch (error) {
    console.error("[chat] could not answer a request for email:", error);
    return chatJson({ status: "error", message: outcomes.failed }, 503);
  }
}
