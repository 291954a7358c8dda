import "server-only";

import { listenDb, onDbClose } from "@/lib/db/client";

import { CHAT_CHANNEL, decodeChatEvent, type ChatEvent } from "./events-codec";

/**
 * A subscriber to the chat's events in this process: told each event, or `null` when events may
 * have been missed (the database connection came back): it then reads again what it shows.
 */
export type ChatListener = (event: ChatEvent | null) => void;

interface Hub {
  listeners: Set<ChatListener>;
  listening?: Promise<unknown>;
}

const state = globalThis as typeof globalThis & { __cedarwaveChat?: Hub };

function hub() {
  if (!state.__cedarwaveChat) {
    const created: Hub = { listeners: new Set() };
    state.__cedarwaveChat = created;
    // A new database handle needs its own LISTEN; its subscribers are the previous handle's.
    onDbClose(() => {
      created.listening = undefined;
      created.listeners.clear();
    });
  }
  return state.__cedarwaveChat;
}

/**
 * Subscribes to every chat event of every instance: one LISTEN per process, fanned out here.
 * Returns the function that unsubscribes.
 */
export async function subscribeChat(listener: ChatListener): Promise<() => void> {
  const current = hub();
  current.listening ??= listenDb(CHAT_CHANNEL, (payload) => {
    const event = payload === null ? null : decodeChatEvent(payload);
    if (payload !== null && event === null) return;
    for (const each of current.listeners) each(event);
  }).catch((error: unknown) => {
    current.listening = undefined;
    throw error;
  });
  await current.listening;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
  };
}
