// The chat's rows of hostile input (scripts/reliability/chat-hostile.mjs runs them): HTML and
// script, bidirectional controls, NUL and control characters, over-long messages, oversized
// bodies, wrong content types, a foreign Origin, forged cookies, bots, and floods past the
// per-minute and per-day limits. Each row sends its requests and says whether every answer is
// the one expected; `ctx` keeps what the database and rendering checks need afterwards.
import { chatPost, chatToken, openStream, sendVisitor, startChat } from "./chat-client.mjs";
import { clientAddress, pool } from "./client.mjs";
import { rawRequest } from "./edge-requests.mjs";

/** src/config/chat.ts (CHAT_LIMITS), as the checks expect them. */
export const LIMITS = { message: 2000, perConversation: 12, perAddress: 30, perDay: 5 };

export const HTML_PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(2)>",
  '"><svg onload=alert(3)>',
  "</textarea><script>alert(4)</script>",
  '<a href="javascript:alert(5)">click</a>',
  "<iframe src=https://evil.example/></iframe>",
  "<style>*{display:none}</style>",
  "&lt;b&gt;already escaped&lt;/b&gt; &amp; <b>bold</b>",
  // Not trailing: a message is trimmed.
  "x\n\nevent: status\ndata: closed\n\nid: 999999\n\ny",
  "{{constructor.constructor('alert(6)')()}} ${alert(7)}",
];
const BIDI = [
  "\u202E",
  "\u202A\u202B\u202C\u202D",
  "\u2066\u2067\u2068\u2069",
  "\u200E\u200F\u061C",
];
const CONTROL = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\u0008",
  "\u000B",
  "\u000C",
  "\u001B[31m",
  "\u001F",
  "\u007F",
  "a\u0000b",
];

let counter = 0;
const nextIp = () => clientAddress((counter += 1), 100);
const email = (tag) => `${tag}-${counter}@hostile-chat.example`;

/** A visitor of their own (a fresh client address), with a started conversation. */
async function visitor(base, tag, fields = {}) {
  const ip = nextIp();
  const chat = await startChat(base, {
    ip,
    name: fields.name ?? "Hostile Tester",
    email: fields.email ?? email(tag),
    message: fields.message ?? `${tag} starts`,
  });
  return { ip, cookie: chat.cookie, answer: chat };
}

const isSent = (answer) => answer.status === 200 && answer.json?.status === "sent";
const isError = (answer, status = 200) =>
  answer.status === status && answer.json?.status === "error" && Boolean(answer.json.message);

/** Raw POSTs (any type, any Origin) to a chat route. */
const rawPost = (base, path, { type, body, origin = base, cookie, headers = {} }) =>
  rawRequest(base, {
    method: "POST",
    path,
    headers: {
      ...(type ? { "Content-Type": type } : {}),
      ...(origin ? { Origin: origin } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
      "X-Forwarded-For": nextIp(),
      ...headers,
    },
    body,
  });

/** The table: each row sends its requests and says whether every answer is the expected one. */
export function chatHostileRows(base) {
  return [
    {
      input: "HTML and script in messages (10 payloads, one an SSE event in disguise)",
      expect: "sent, stored verbatim, shown as text",
      run: async (ctx) => {
        const v = await visitor(base, "html", {
          name: '<b>Bold</b> <script>alert("name")</script>',
        });
        ctx.html = v;
        const answers = [v.answer];
        for (const text of HTML_PAYLOADS) {
          answers.push(await sendVisitor(base, { cookie: v.cookie, ip: v.ip, message: text }));
        }
        return { answers, ok: v.cookie && answers.slice(1).every(isSent) };
      },
    },
    {
      input:
        "bidirectional controls in a name (stripped) and in messages (kept: Arabic needs them)",
      expect: "started and sent; the name stored without them",
      run: async (ctx) => {
        const v = await visitor(base, "bidi", { name: "Ann\u202Egnp.exe" });
        ctx.bidi = v;
        const answers = [v.answer];
        for (const marks of BIDI) {
          answers.push(
            await sendVisitor(base, {
              cookie: v.cookie,
              ip: v.ip,
              message: `مرحبا ${marks}abc 123`,
            }),
          );
        }
        return { answers, ok: Boolean(v.cookie) && answers.slice(1).every(isSent) };
      },
    },
    {
      input:
        "NUL and control characters (NUL, SOH, BEL, BS, VT, FF, ESC, US, DEL) in messages and a name",
      expect: "refused 'contains invalid characters', nothing stored",
      run: async () => {
        const v = await visitor(base, "control");
        const answers = [v.answer];
        for (const bad of CONTROL) {
          answers.push(
            await sendVisitor(base, { cookie: v.cookie, ip: v.ip, message: `x${bad}y` }),
          );
        }
        const named = await startChat(base, {
          ip: nextIp(),
          name: "Ann\u0000Lee",
          email: email("control-name"),
          message: "hi",
        });
        answers.push(named);
        return {
          answers,
          ok: answers
            .slice(1)
            .every((a) => isError(a) && /invalid characters/.test(a.json.message)),
        };
      },
    },
    {
      input:
        "over-long messages (2,001 and 5,000 characters, 2,001 Arabic letters) beside 2,000 exactly and 2,000 padded with spaces",
      expect: "the over-long refused saying the limit; 2,000 sent (padding trimmed)",
      run: async () => {
        const v = await visitor(base, "long");
        const over = ["a".repeat(2001), "b".repeat(5000), "ع".repeat(2001)];
        const fits = ["c".repeat(2000), `   ${"d".repeat(2000)}   `];
        const refused = [];
        for (const text of [...over, ...over]) {
          refused.push(await sendVisitor(base, { cookie: v.cookie, ip: v.ip, message: text }));
        }
        const sent = [];
        for (const text of fits) {
          sent.push(await sendVisitor(base, { cookie: v.cookie, ip: v.ip, message: text }));
        }
        return {
          answers: [v.answer, ...refused, ...sent],
          ok:
            refused.every((a) => isError(a) && a.json.message.includes("2000")) &&
            sent.every(isSent),
        };
      },
    },
    {
      input:
        "oversized bodies (17, 32 and 64 KB; the limit is 16 KB) to /chat/send and /chat/start",
      expect: "413, nothing stored",
      run: async (ctx) => {
        const answers = [];
        for (const size of [17 * 1024, 32 * 1024, 64 * 1024]) {
          for (const path of ["/chat/send", "/chat/start"]) {
            for (let n = 0; n < 3; n += 1) {
              answers.push(
                await rawPost(base, path, {
                  type: "application/x-www-form-urlencoded",
                  cookie: ctx.html.cookie,
                  body: `message=${"x".repeat(size)}`,
                }),
              );
            }
          }
        }
        return { answers, ok: answers.every((a) => a.status === 413) };
      },
    },
    {
      input: "wrong content types (multipart, JSON, text/plain, XML, none) with a valid message",
      expect:
        "415 from the route; multipart 400 from the HTTP edge (a multipart post naming no Server Action), nothing stored",
      run: async (ctx) => {
        const boundary = "cwChatHostile";
        const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nhello\r\n--${boundary}--\r\n`;
        const types = [
          [`multipart/form-data; boundary=${boundary}`, multipart],
          ["application/json", JSON.stringify({ message: "hello" })],
          ["text/plain;charset=UTF-8", "message=hello"],
          ["application/xml", "<message>hello</message>"],
          [undefined, "message=hello"],
        ];
        const answers = [];
        for (const [type, body] of types) {
          for (const path of ["/chat/send", "/chat/start"]) {
            for (let n = 0; n < 4; n += 1) {
              answers.push(await rawPost(base, path, { type, body, cookie: ctx.html.cookie }));
            }
          }
        }
        return {
          answers,
          ok: answers.every((a, n) => a.status === (n < 8 ? 400 : 415)),
        };
      },
    },
    {
      input: "a valid message from a foreign Origin, from none and from 'null'",
      expect: "403, nothing stored",
      run: async (ctx) => {
        const answers = [];
        for (const origin of [
          "https://evil.example",
          null,
          "null",
          base.replace("http:", "https:"),
        ]) {
          for (const path of ["/chat/send", "/chat/start"]) {
            for (let n = 0; n < 5; n += 1) {
              answers.push(
                await rawPost(base, path, {
                  type: "application/x-www-form-urlencoded",
                  origin,
                  cookie: ctx.html.cookie,
                  body: `message=foreign&name=Eve&email=eve%40evil.example&_token=${encodeURIComponent(chatToken("203.0.113.9"))}`,
                }),
              );
            }
          }
        }
        return { answers, ok: answers.every((a) => a.status === 403) };
      },
    },
    {
      input: "forged chat cookies (random token, SQL, empty, 10 KB) on /chat/send and /chat/stream",
      expect: "404 'no conversation', nothing stored, no stream",
      run: async () => {
        const forged = [
          "Q".repeat(43),
          "' OR '1'='1",
          "",
          "x".repeat(10_000),
          "A".repeat(42) + "!",
        ];
        const answers = [];
        for (const token of forged) {
          for (let n = 0; n < 2; n += 1) {
            const cookie = `cw_chat=${token}`;
            answers.push(await sendVisitor(base, { cookie, ip: nextIp(), message: "forged" }));
            const stream = openStream(base, "/chat/stream", { cookie });
            await stream.ready;
            stream.close();
            answers.push({ status: stream.status, stream: true });
          }
        }
        return {
          answers,
          ok: answers.every((a) => a.status === 404 && (a.stream || a.json?.gone === true)),
        };
      },
    },
    {
      input: "bots on /chat/start: honeypot filled, forged, instant and replayed tokens",
      expect: "'idle' (a bot learns nothing), nothing stored",
      run: async () => {
        const bots = [];
        const people = [];
        for (let n = 0; n < 5; n += 1) {
          const ip = nextIp();
          const fields = { name: "Bot", email: email("bot"), message: "buy now", _locale: "en" };
          const start = (extra) => chatPost(base, "/chat/start", { ...fields, ...extra }, { ip });
          bots.push(await start({ _token: chatToken(ip), website: "https://spam.example" }));
          bots.push(
            await start({ _token: `${Date.now() - 60_000}.${"n".repeat(22)}.${"f".repeat(43)}` }),
          );
          bots.push(await start({ _token: await freshToken(base, ip) }));
          // A person's start spends its token; the same token again is a replay.
          const token = chatToken(ip);
          people.push(await start({ _token: token, email: email("person") }));
          bots.push(await start({ _token: token }));
        }
        return {
          answers: [...bots, ...people],
          ok:
            bots.every((a) => a.status === 200 && a.json?.status === "idle") &&
            people.every((a) => a.json?.status === "started"),
          detail: `${people.length} people's starts among them`,
        };
      },
    },
    {
      input:
        "20 conversations started from one client address, and 20 with one email from 20 addresses",
      expect: `${LIMITS.perDay} started each, the rest 'too many conversations'`,
      run: async () => {
        const ip = nextIp();
        const byAddress = await pool(20, 5, (n) =>
          startChat(base, { ip, name: "Flood", email: email(`flood-ip-${n}`), message: "hi" }),
        );
        const shared = email("flood-email");
        const byEmail = await pool(20, 5, () =>
          startChat(base, { ip: nextIp(), name: "Flood", email: shared, message: "hi" }),
        );
        const started = (list) => list.filter((a) => a.json?.status === "started").length;
        const rest = [...byAddress, ...byEmail].filter((a) => a.json?.status !== "started");
        return {
          answers: [...byAddress, ...byEmail],
          ok:
            started(byAddress) === LIMITS.perDay &&
            started(byEmail) === LIMITS.perDay &&
            rest.every((a) => isError(a)),
          detail: `${started(byAddress)} and ${started(byEmail)} started`,
        };
      },
    },
    {
      input: "one client address writing 15 messages at once in each of its 5 conversations",
      expect: `${LIMITS.perAddress} sent in all (the address's limit a minute), the rest told to wait`,
      run: async (ctx) => {
        const ip = nextIp();
        const cookies = [];
        const starts = [];
        for (let n = 0; n < LIMITS.perDay; n += 1) {
          const chat = await startChat(base, {
            ip,
            name: "Flood",
            email: email(`addr-${n}`),
            message: "hi",
          });
          starts.push(chat);
          cookies.push(chat.cookie);
        }
        const answers = await pool(cookies.length * 15, 25, (n) =>
          sendVisitor(base, {
            cookie: cookies[n % cookies.length],
            ip,
            message: `address flood ${n}`,
          }),
        );
        ctx.addressFlood = { ip, sent: answers.filter(isSent).length };
        const waits = answers.filter((a) => !isSent(a));
        return {
          answers: [...starts, ...answers],
          ok:
            starts.every((a) => a.json?.status === "started") &&
            ctx.addressFlood.sent === LIMITS.perAddress &&
            waits.every((a) => isError(a)),
          detail: `${ctx.addressFlood.sent} sent`,
        };
      },
    },
    {
      input:
        "floods of 40 messages at once in each of many conversations (to 1,000 requests in all)",
      expect: `${LIMITS.perConversation} sent per conversation, the rest told to wait`,
      run: async (ctx, budget) => {
        const count = Math.max(1, Math.floor(budget / 41));
        const floods = [];
        for (let n = 0; n < count; n += 1) floods.push(await visitor(base, `flood-${n}`));
        const sends = await pool(Math.max(0, budget - count), 25, (n) => {
          const v = floods[n % count];
          return sendVisitor(base, { cookie: v.cookie, ip: v.ip, message: `flood ${n}` });
        });
        const sent = floods.map(
          (v, n) => sends.filter((a, i) => i % count === n && isSent(a)).length,
        );
        return {
          answers: [...floods.map((v) => v.answer), ...sends],
          ok:
            sent.every((n) => n === LIMITS.perConversation) &&
            sends
              .filter((a) => !isSent(a))
              .every((a) => isError(a) && /too fast/.test(a.json.message)),
          detail: `${count} conversations, ${sends.length} messages: ${[...new Set(sent)].join("/")} sent in each`,
        };
      },
    },
  ];
}

/** A token from /chat/session as the panel gets it (too fresh to pass the time trap). */
async function freshToken(base, ip) {
  const response = await fetch(`${base}/chat/session?locale=en`, {
    headers: { "X-Forwarded-For": ip },
  });
  return (await response.json()).token;
}
