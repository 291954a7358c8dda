/**
 * What the chat tells every instance through the database (NOTIFY on CHAT_CHANNEL): which
 * conversation changed and how. Never a message's text: a listener reads it from the table,
 * so a notification missed (a lost connection) loses nothing.
 */
import { z } from "zod";

export const CHAT_CHANNEL = "chat_events";

const chatEventSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("message"),
    conversationId: z.number().int().positive(),
    messageId: z.number().int().positive(),
  }),
  z.object({ kind: z.literal("read"), conversationId: z.number().int().positive() }),
  z.object({ kind: z.literal("conversation"), conversationId: z.number().int().positive() }),
  z.object({ kind: z.literal("presence") }),
]);

export type ChatEvent = z.infer<typeof chatEventSchema>;

export function encodeChatEvent(event: ChatEvent): string {
  return JSON.stringify(event);
}

/** The event of a notification's payload, or null for anything else. */
export function decodeChatEvent(payload: string): ChatEvent | null {
  try {
    const parsed = chatEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
