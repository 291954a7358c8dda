/** Pure helpers of the team's chat pages: the list's status filter and a message's first words. */
import { CHAT_STATUSES } from "@/lib/db/schema";

export type ChatStatusFilter = (typeof CHAT_STATUSES)[number];

/** The list's status from `?status=`: one of the statuses, open otherwise. */
export function chatStatusOf(value: unknown): ChatStatusFilter {
  return (CHAT_STATUSES as readonly unknown[]).includes(value)
    ? (value as ChatStatusFilter)
    : "open";
}

/**
 * The first words of a message for the list, on one line: whitespace folded, cut at a word
 * boundary before `max` characters with an ellipsis (a single long word is cut where it must).
 */
export function firstWords(text: string | null, max = 80): string {
  if (!text) return "";
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
