import "server-only";

import { messageView } from "./answers";
import { subscribeChat } from "./events";
import { conversationById, messagesAfter, teamOnlineCount } from "./store";

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
  "X-Robots-Tag": "noindex",
};

/**
 * The answer to a stream asked for while the database is unavailable: an empty stream that
 * tells the browser when to come back. EventSource gives up for good on any status but 200 (a
 * 500 or a 503 would leave the panel "reconnecting" until reloaded); a 200 stream that ends it
 * opens again after `retry`, with Last-Event-ID, and resumes when the database is back.
 */
export function retryLaterStream(): Response {
  return new Response("retry: 3000\n\n", { headers: STREAM_HEADERS });
}

/** A comment every 15 s keeps the connection open through proxies that close idle ones. */
const HEARTBEAT_MS = 15_000;

/**
 * A conversation as Server-Sent Events: `message` events (id: the message's id, so the browser's
 * EventSource resumes after the last one it had), `team` ("online" / "offline") when the team's
 * presence changes (the panel tells "online" from it and the office's hours by the browser's
 * clock: src/lib/chat/availability.ts), and `status` when the team closes or reopens the
 * conversation. Every send reads the table after the last id sent, whatever the notification
 * said: a notification lost with a connection (told as `null`) loses nothing, and nothing is
 * sent twice. `onBeat` runs
 * at each heartbeat and `onClose` once when the stream ends: the presence of whoever reads it
 * (a team member's, or the visitor's: src/lib/chat/visitor-presence.ts).
 */
export function chatEventStream(
  signal: AbortSignal,
  conversationId: number,
  after: number,
  onBeat?: () => Promise<void>,
  onClose?: () => Promise<void>,
): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let lastId = after;
      let open = true;
      let queue = Promise.resolve();
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const run = (task: () => Promise<void>) => {
        queue = queue.then(task).catch((error: unknown) => {
          console.error("[chat] stream:", error);
        });
      };
      const sendMessages = async () => {
        for (const message of await messagesAfter(conversationId, lastId)) {
          send(
            `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(messageView(message))}\n\n`,
          );
          lastId = message.id;
        }
      };
      let team = "";
      const sendTeam = async () => {
        const now = (await teamOnlineCount()) > 0 ? "online" : "offline";
        if (now !== team) send(`event: team\ndata: ${now}\n\n`);
        team = now;
      };
      const sendStatus = async () => {
        const conversation = await conversationById(conversationId);
        if (conversation) send(`event: status\ndata: ${conversation.status}\n\n`);
      };
      const unsubscribe = await subscribeChat((event) => {
        if (event === null) {
          run(sendMessages);
          run(sendTeam);
        } else if (event.kind === "presence") run(sendTeam);
        else if (event.conversationId !== conversationId) return;
        else if (event.kind === "message") run(sendMessages);
        else if (event.kind === "conversation") run(sendStatus);
      });
      // A team member's presence also ends when it is not renewed (PRESENCE_TTL_MS), with no
      // notification: checked every beat.
      const heartbeat = setInterval(() => {
        send(": ping\n\n");
        run(sendTeam);
        if (onBeat) run(onBeat);
      }, HEARTBEAT_MS);
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        onClose?.().catch((error: unknown) => console.error("[chat] stream close:", error));
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      signal.addEventListener("abort", stop);
      send("retry: 3000\n\n");
      run(sendTeam);
      run(sendMessages);
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, { headers: STREAM_HEADERS });
}

/**
 * The team's list as Server-Sent Events: a `change` event whenever any conversation gets a
 * message, is read, or changes status or handler, on whichever instance (the page then reads the
 * list again). `onBeat` runs at each heartbeat (the team member's presence).
 */
export function chatChangeStream(signal: AbortSignal, onBeat: () => Promise<void>): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const unsubscribe = await subscribeChat((event) => {
        if (event === null || event.kind !== "presence") send("event: change\ndata: \n\n");
      });
      const heartbeat = setInterval(() => {
        send(": ping\n\n");
        onBeat().catch((error: unknown) => console.error("[chat] presence:", error));
      }, HEARTBEAT_MS);
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      signal.addEventListener("abort", stop);
      send("retry: 3000\n\n");
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, { headers: STREAM_HEADERS });
}
