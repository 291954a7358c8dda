"use server";

import { redirect } from "next/navigation";
import { z } from "zod";

import { CHAT_LIMITS } from "@/config/chat";
import { requireUser } from "@/lib/admin/auth";
import { leavePresence } from "@/lib/chat/store";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { rowIdSchema, rowIdTextSchema } from "@/lib/db/row-id";
import { CHAT_STATUSES } from "@/lib/db/schema";
import type { Actor } from "@/lib/db/workflow";
import { kickOutbox } from "@/lib/outbox/worker";

import { assignConversation, replyAsTeam, setConversationStatus, turnIntoLead } from "./chat-team";

/** What a conversation's page says after a change (`?notice=`): src/content/admin-chat.ts. */
type Notice =
  | "assigned"
  | (typeof CHAT_STATUSES)[number]
  | "unchanged"
  | "lead"
  | "leadExists"
  | "invalid"
  | "refused"
  | "unavailable";

/** A reply sent: back to the conversation at its last message. */
type Sent = { reply: number };

/**
 * Runs one change on a conversation for the signed-in account, then goes back to its page with
 * a notice, or after a reply to its last message (`?reply=<its id>`: a new address each time, so
 * that the browser with JavaScript loads the page again, not only scrolls to `#latest`). An id
 * that is no conversation goes back to the list.
 */
async function change(
  id: unknown,
  run: (conversationId: number, actor: Actor) => Promise<Notice | Sent | "missing">,
): Promise<never> {
  const user = await requireUser();
  const conversationId = rowIdSchema.safeParse(id);
  if (!conversationId.success) redirect("/admin/chat");
  let outcome: Notice | Sent | "missing";
  try {
    outcome = await run(conversationId.data, { id: user.id, email: user.email });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] chat change failed:", error);
    outcome = "unavailable";
  }
  if (outcome === "missing") redirect("/admin/chat");
  const page = `/admin/chat/${conversationId.data}`;
  redirect(
    typeof outcome === "object"
      ? `${page}?reply=${outcome.reply}#latest`
      : `${page}?notice=${outcome}`,
  );
}

const replySchema = z.string().trim().min(1).max(CHAT_LIMITS.message);

/** The reply form: the team's message, as the signed-in account. */
export async function replyToChat(id: number, formData: FormData): Promise<void> {
  await change(id, async (conversationId, actor) => {
    const body = replySchema.safeParse(formData.get("body"));
    if (!body.success) return "invalid";
    const outcome = await replyAsTeam(conversationId, body.data, actor);
    if (typeof outcome !== "object") return outcome;
    // Its webhook, and its email to a visitor who is away, go now rather than at the next poll.
    kickOutbox();
    return { reply: outcome.messageId };
  });
}

const assigneeSchema = z.union([z.literal("").transform(() => null), rowIdTextSchema]);

/** The handler form (and "assign to me"): an enabled account's id, or "" for nobody. */
export async function assignChat(id: number, formData: FormData): Promise<void> {
  await change(id, async (conversationId, actor) => {
    const assignee = assigneeSchema.safeParse(formData.get("assignee"));
    if (!assignee.success) return "invalid";
    const outcome = await assignConversation(conversationId, assignee.data, actor);
    return outcome === "done" ? "assigned" : outcome;
  });
}

const statusSchema = z.enum(CHAT_STATUSES);

/**
 * Close, reopen, mark spam: the status it goes to is the form's `status` (bound arguments other
 * than the first are taken by the HTTP edge for a form, src/lib/http/edge.mjs).
 */
export async function setChatStatus(id: number, formData: FormData): Promise<void> {
  await change(id, async (conversationId, actor) => {
    const status = statusSchema.safeParse(formData.get("status"));
    if (!status.success) return "invalid";
    const outcome = await setConversationStatus(conversationId, status.data, actor);
    return outcome === "done" ? status.data : outcome;
  });
}

/** "Turn into a lead". */
export async function chatToLead(id: number): Promise<void> {
  await change(id, async (conversationId, actor) => {
    const outcome = await turnIntoLead(conversationId, actor);
    switch (outcome.status) {
      case "created":
        return "lead";
      case "exists":
        return "leadExists";
      default:
        return outcome.status;
    }
  });
}

/** "Go away": this account stops counting as online to visitors now. */
export async function leaveChat(): Promise<void> {
  const user = await requireUser();
  try {
    await leavePresence(user.id);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[admin] chat presence failed:", error);
    redirect("/admin/chat?notice=unavailable");
  }
  redirect("/admin/chat?notice=away");
}
