// The chat's rows of the hostile-input table (hostile.mjs, beside the forms' rows), run by the
// default \`hostile\` section of \`npm test\`; the chat section's 1,000 requests are
// chat-hostile-rows.mjs.
import { openStream, sendVisitor, startChat } from "./chat-client.mjs";
import { HTML_PAYLOADS } from "./chat-hostile-rows.mjs";
import { conversationIdIn, shownAsText } from "./chat-render.mjs";
import { clientAddress } from "./client.mjs";
import { rawRequest } from "./edge-requests.mjs";

/**
 * The chat's rows of the hostile-input table (hostile.mjs, the forms' rows): each a `probe`
 * against the section's server (embedded database, TRUST_PROXY=1), with its own client address.
 * The 1,000 requests and the row counts are the chat section's (RELIABILITY_ONLY=chat).
 */
const chatVisitor = async (base, n) => {
  const ip = clientAddress(n, 204);
  const tag = `table-${n}-${Date.now()}`;
  const chat = await startChat(base, {
    ip,
    name: `Table ${tag}`,
    email: `${tag}@chat.example`,
    message: "hi",
  });
  return { ip, tag, cookie: chat.cookie };
};
const timed = async (send) => {
  const started = performance.now();
  const answer = await send();
  return {
    ...answer,
    html: answer.text ?? "",
    answer: answer.json?.status ?? "no JSON",
    ms: performance.now() - started,
  };
};

export const chatTableRows = [
  {
    input:
      "chat: a message with <script> and <img onerror>, read back on /chat and /admin/chat/[id]",
    chat: true,
    probe: async (c) => {
      const started = performance.now();
      const v = await chatVisitor(c.base, 1);
      const texts = HTML_PAYLOADS.slice(0, 3);
      const answers = [];
      for (const message of texts)
        answers.push(await sendVisitor(c.base, { cookie: v.cookie, ip: v.ip, message }));
      const session = await c.session();
      const get = async (path, cookie) =>
        (await fetch(`${c.base}${path}`, { headers: { Cookie: cookie } })).text();
      const list = await get("/admin/chat", session);
      const id = conversationIdIn(list, `Table ${v.tag}`);
      const visitorPage = shownAsText(await get("/chat", v.cookie), texts);
      const teamPage = id
        ? shownAsText(await get(`/admin/chat/${id}`, session), texts)
        : { ok: false };
      return {
        status: answers.every((a) => a.status === 200 && a.json?.status === "sent") ? 200 : 0,
        html: "",
        answer: answers.map((a) => a.json?.status).join(", "),
        ms: performance.now() - started,
        shown: visitorPage.ok && teamPage.ok,
        stored: `chat: ${answers.length} messages stored; /chat ${visitorPage.ok ? "shows text only" : "RENDERS IT"}, /admin/chat/${id ?? "?"} ${teamPage.ok ? "shows text only" : "RENDERS IT"}`,
      };
    },
    expect: "sent; shown as text to the visitor and the team",
    ok: (r) => r.status === 200 && r.shown,
    stored: false,
  },
  {
    input: "chat: messages of 2,001 characters and with a NUL byte",
    chat: true,
    probe: async (c) => {
      const v = await chatVisitor(c.base, 2);
      const long = await sendVisitor(c.base, {
        cookie: v.cookie,
        ip: v.ip,
        message: "a".repeat(2001),
      });
      const nul = await timed(() =>
        sendVisitor(c.base, { cookie: v.cookie, ip: v.ip, message: "a\u0000b" }),
      );
      return {
        ...nul,
        also: long.status === 200 && /2000 characters/.test(long.json?.message),
        stored: "chat: not stored",
      };
    },
    expect: "refused 'at most 2000 characters' and 'contains invalid characters'",
    ok: (r) => r.status === 200 && /invalid characters/.test(r.json?.message) && r.also,
    stored: false,
  },
  {
    input: "chat: a message posted from another origin, and as multipart and JSON",
    chat: true,
    probe: async (c) => {
      const v = await chatVisitor(c.base, 3);
      const post = (headers, body) =>
        rawRequest(c.base, {
          method: "POST",
          path: "/chat/send",
          headers: { Cookie: v.cookie, ...headers },
          body,
        });
      const multipart = await post(
        { "Content-Type": "multipart/form-data; boundary=b", Origin: c.base },
        '--b\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi\r\n--b--\r\n',
      );
      const json = await post(
        { "Content-Type": "application/json", Origin: c.base },
        '{"message":"hi"}',
      );
      const foreign = await post(
        { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        "message=hi",
      );
      return {
        ...foreign,
        also: multipart.status === 400 && json.status === 415,
        stored: "chat: not stored",
      };
    },
    expect: "403 from another origin; JSON 415 (the route), multipart 400 (the HTTP edge)",
    ok: (r) => r.status === 403 && r.also,
    stored: false,
  },
  {
    input: "chat: a forged cookie on /chat/send and /chat/stream; a 13th message in a minute",
    chat: true,
    probe: async (c) => {
      const started = performance.now();
      const forged = `cw_chat=${"Q".repeat(43)}`;
      const send = await sendVisitor(c.base, {
        cookie: forged,
        ip: clientAddress(4, 204),
        message: "hi",
      });
      const stream = openStream(c.base, "/chat/stream", { cookie: forged });
      await stream.ready;
      stream.close();
      const v = await chatVisitor(c.base, 5);
      const answers = [];
      for (let n = 0; n < 13; n += 1)
        answers.push(await sendVisitor(c.base, { cookie: v.cookie, ip: v.ip, message: `m${n}` }));
      const last = answers.at(-1);
      return {
        ...last,
        html: last.text,
        answer: last.json?.status ?? "no JSON",
        ms: performance.now() - started,
        also:
          send.status === 404 &&
          stream.status === 404 &&
          answers.slice(0, 12).every((a) => a.json?.status === "sent"),
        stored: "chat: 12 of 13 stored",
      };
    },
    expect: "404 for the forged cookie (message and stream); the 13th 'sending too fast'",
    ok: (r) => r.status === 200 && /too fast/.test(r.json?.message) && r.also,
    stored: false,
  },
];
