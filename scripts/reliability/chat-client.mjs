// The live chat over HTTP, as its clients use it (src/app/chat/, src/app/(en)/admin/chat/): a
// visitor starts a conversation and writes (urlencoded posts, as the panel sends them), a team
// member answers through the reply form's Server Action (posted as a browser without JavaScript
// does), and both read their Server-Sent Events streams, resuming with Last-Event-ID. For the
// reliability script's chat section and scripts/bench-chat.mjs.
import http from "node:http";

import { hiddenActionFields } from "../lib/action-fields.mjs";
import { signToken } from "./client.mjs";
import { postgres, SECRETS } from "./harness.mjs";

const CHAT_COOKIE = "cw_chat";

/** A time-trap token for the chat's start form, a minute old, for the client at `ip`. */
export const chatToken = (ip) => signToken(SECRETS, "chat", Date.now() - 60_000, ip);

/** POSTs urlencoded `fields` to a chat route; resolves { status, json, ms, setCookie }. */
export async function chatPost(base, path, fields, { cookie, ip, headers = {} } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields).toString(),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: base,
        ...(ip ? { "X-Forwarded-For": ip } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: the edge's answer or an error page
    }
    return {
      status: response.status,
      json,
      text,
      ms: performance.now() - started,
      setCookie: response.headers.getSetCookie(),
    };
  } catch (error) {
    return { status: 0, json: null, text: "", ms: performance.now() - started, error };
  }
}

/** Starts a conversation as the panel does; resolves the answer with `cookie` when started. */
export async function startChat(base, { ip, name, email, message, locale = "en" }) {
  const answer = await chatPost(
    base,
    "/chat/start",
    {
      name,
      email,
      message,
      consent: "on",
      _token: chatToken(ip),
      _source: "/chat",
      _locale: locale,
      website: "",
    },
    { ip },
  );
  const line = answer.setCookie?.find((each) => each.startsWith(`${CHAT_COOKIE}=`));
  return { ...answer, cookie: line ? line.split(";")[0] : null };
}

/** A visitor's message; `id` is the stored message's id when sent. */
export async function sendVisitor(base, { cookie, ip, message }) {
  const answer = await chatPost(base, "/chat/send", { message, _locale: "en" }, { cookie, ip });
  return { ...answer, id: answer.json?.status === "sent" ? answer.json.message.id : null };
}

/** The hidden fields of the reply form of /admin/chat/[id] (its bound Server Action). */
export async function replyFormFields(base, session, conversationId) {
  const response = await fetch(`${base}/admin/chat/${conversationId}`, {
    headers: { Cookie: session },
    signal: AbortSignal.timeout(60_000),
  });
  const html = await response.text();
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)]
    .map((match) => match[0])
    .find((each) => /<textarea[^>]*name="body"/.test(each));
  if (!form) throw new Error(`no reply form on /admin/chat/${conversationId} (${response.status})`);
  return hiddenActionFields(form);
}

/**
 * The team's reply, posted as the reply form without JavaScript: answered 303 to the
 * conversation at `?reply=<the message's id>`.
 */
export async function sendTeam(base, { session, conversationId, fields, message }) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.append("body", message);
  const started = performance.now();
  try {
    const response = await fetch(`${base}/admin/chat/${conversationId}`, {
      method: "POST",
      redirect: "manual",
      body,
      headers: { Origin: base, Cookie: session },
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    const location = response.headers.get("location") ?? "";
    const id = /[?&]reply=(\d+)/.exec(location)?.[1];
    return {
      status: response.status,
      location,
      id: id ? Number(id) : null,
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 0, location: "", id: null, ms: performance.now() - started, error };
  }
}

/**
 * Reads a Server-Sent Events stream as EventSource does, on a connection of its own. Every
 * `message` event is kept ({ id, body, author, at: when it arrived }), `onMessage` told each;
 * the other events (team, status) are kept in `others`.
 * `lastEventId` resumes after that id. `ended` resolves when the server closes the stream or
 * the connection fails (with the reason).
 */
export function openStream(base, path, { cookie, lastEventId, onMessage = () => {} } = {}) {
  const { hostname, port } = new URL(base);
  const stream = { messages: [], others: [], status: 0, lastId: lastEventId ?? 0, open: false };
  let request;
  stream.ended = new Promise((resolveEnded) => {
    stream.ready = new Promise((resolveReady) => {
      request = http.get(
        {
          host: hostname,
          port,
          path,
          agent: false,
          headers: {
            Accept: "text/event-stream",
            ...(cookie ? { Cookie: cookie } : {}),
            ...(lastEventId ? { "Last-Event-ID": String(lastEventId) } : {}),
          },
        },
        (response) => {
          stream.status = response.statusCode;
          stream.open = response.statusCode === 200;
          resolveReady(stream);
          let buffer = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => {
            buffer += chunk;
            let end;
            while ((end = buffer.indexOf("\n\n")) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const event = { id: null, event: "message", data: [] };
              for (const line of block.split("\n")) {
                const colon = line.indexOf(":");
                if (colon === 0) continue;
                const field = colon < 0 ? line : line.slice(0, colon);
                const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
                if (field === "id") event.id = value;
                else if (field === "event") event.event = value;
                else if (field === "data") event.data.push(value);
                else if (field === "retry") stream.retry = Number(value);
              }
              if (event.data.length === 0) continue;
              if (event.event !== "message") {
                stream.others.push({ event: event.event, data: event.data.join("\n") });
                continue;
              }
              const view = JSON.parse(event.data.join("\n"));
              const message = { ...view, at: performance.now() };
              stream.lastId = Number(event.id ?? view.id);
              stream.messages.push(message);
              onMessage(message);
            }
          });
          const finish = (reason) => {
            stream.open = false;
            resolveEnded(reason);
          };
          response.on("end", () => finish("ended"));
          response.on("error", (error) => finish(error.code ?? error.message));
          response.on("aborted", () => finish("aborted"));
        },
      );
      request.on("error", (error) => {
        stream.open = false;
        resolveReady(stream);
        resolveEnded(error.code ?? error.message);
      });
    });
  });
  stream.close = () => request.destroy();
  return stream;
}

/**
 * A conversation as both sides have it: the visitor (client address `ip`) starts it on
 * `visitorServer` and listens there; the team member (`session`) listens on `teamServer` and
 * has its reply form's fields. Resolves once both streams have delivered the first message.
 */
export async function openConversation({ visitorServer, teamServer, session, dbUrl, ip, email }) {
  const chat = await startChat(visitorServer.base, {
    ip,
    name: `Visitor ${email.split("@")[0]}`,
    email,
    message: `${email} hello`,
  });
  if (!chat.cookie) throw new Error(`could not start a chat: ${chat.status} ${chat.text}`);
  const [row] = await postgres.query(dbUrl, "select id from chat_conversations where email = $1", [
    email,
  ]);
  const fields = await replyFormFields(teamServer.base, session, row.id);
  const conversation = {
    id: row.id,
    ip,
    cookie: chat.cookie,
    visitorServer,
    teamServer,
    fields,
    visitorStream: openStream(visitorServer.base, "/chat/stream", { cookie: chat.cookie }),
    teamStream: openStream(teamServer.base, `/admin/chat/${row.id}/stream`, { cookie: session }),
  };
  const live = await until(
    () =>
      conversation.visitorStream.messages.length > 0 && conversation.teamStream.messages.length > 0,
    30_000,
  );
  if (!live) throw new Error(`conversation ${row.id}: a stream did not deliver the first message`);
  return conversation;
}

/** The ids of a conversation's messages in the database, in order. */
export async function storedIds(dbUrl, conversationId) {
  const rows = await postgres.query(
    dbUrl,
    "select id from chat_messages where conversation_id = $1 order by id",
    [conversationId],
  );
  return rows.map((row) => row.id);
}

/** Resolves true once `test()` holds, false after `ms`. */
export async function until(test, ms, every = 20) {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  return true;
}

/** How many times each id occurs more than once in `messages`. */
export function duplicates(messages) {
  const seen = new Map();
  for (const message of messages) seen.set(message.id, (seen.get(message.id) ?? 0) + 1);
  return [...seen.values()].filter((n) => n > 1).reduce((sum, n) => sum + n - 1, 0);
}
