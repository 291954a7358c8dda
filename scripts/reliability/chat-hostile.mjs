// 1,000 hostile chat requests (RELIABILITY_CHAT_HOSTILE) against one instance on PostgreSQL,
// the rows of chat-hostile-rows.mjs: every answer the expected one, then the database holding
// nothing beyond the limits (rows counted) and the served HTML of /chat, /admin/chat and
// /admin/chat/[id] showing the hostile text as text (parsed, as a browser would, with jsdom).
import { openStream, until } from "./chat-client.mjs";
import { chatHostileRows, HTML_PAYLOADS, LIMITS } from "./chat-hostile-rows.mjs";
import { shownAsText } from "./chat-render.mjs";
import { postgres } from "./harness.mjs";
import { check, info } from "./report.mjs";

const TOTAL = Number(process.env.RELIABILITY_CHAT_HOSTILE ?? 1000);
const DOMAIN = "@hostile-chat.example";

const accepted = (answer) =>
  answer.status === 200 && ["sent", "started"].includes(answer.json?.status);

function tally(answers) {
  const counts = {};
  for (const answer of answers) {
    const kind = `${answer.status}${answer.json?.status ? ` ${answer.json.status}` : ""}`;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return Object.entries(counts)
    .map(([kind, n]) => `${kind} ×${n}`)
    .join(", ");
}

async function page(base, path, cookie) {
  const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
  return { status: response.status, html: await response.text() };
}

export async function chatHostile({ server, session, dbUrl }) {
  const ctx = {};
  const started = Date.now();
  const results = [];
  let used = 0;
  for (const row of chatHostileRows(server.base)) {
    const result = await row.run(ctx, TOTAL - used);
    used += result.answers.length;
    results.push({ row, result });
  }
  for (const { row, result } of results) {
    check(
      `Hostile chat: ${row.input}`,
      result.ok,
      `expected ${row.expect} | got ${tally(result.answers)}${result.detail ? `; ${result.detail}` : ""}`,
    );
  }
  info(`${used} hostile chat requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  check("Hostile chat: the server survived them", server.child.exitCode === null);

  // The database: nothing refused stored, nothing beyond the limits.
  const answers = results.flatMap(({ result }) => result.answers);
  const q = async (text, params) => (await postgres.query(dbUrl, text, params))[0];
  const ours = `c.email like '%${DOMAIN}'`;
  const totals = await q(
    `select count(*)::int as messages, count(distinct c.id)::int as conversations
       from chat_messages m join chat_conversations c on c.id = m.conversation_id where ${ours}`,
  );
  const acceptedCount = answers.filter(accepted).length;
  check(
    "Hostile chat: the database holds exactly the messages answered as sent or started",
    totals.messages === acceptedCount,
    `${acceptedCount} accepted; ${totals.messages} messages in ${totals.conversations} conversations stored`,
  );
  const beyond = await q(
    `select
       (select count(*)::int from chat_messages where char_length(body) > $1) as long,
       (select count(*)::int from chat_messages where body ~ '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]') as control,
       (select count(*)::int from chat_conversations where name ~ '[\\u202a-\\u202e\\u2066-\\u2069\\u200e\\u200f\\u061c]') as bidi_names,
       (select count(*)::int from (select conversation_id from chat_messages m join chat_conversations c on c.id = m.conversation_id
          where m.author = 'visitor' and ${ours} group by 1 having count(*) > $2) x) as over_minute,
       (select count(*)::int from (select ip_hash from chat_conversations c where ${ours} group by 1 having count(*) > $3) x) as over_day_ip,
       (select count(*)::int from (select email from chat_conversations c where ${ours} group by 1 having count(*) > $3) x) as over_day_email`,
    [LIMITS.message, LIMITS.perConversation + 1, LIMITS.perDay],
  );
  check(
    "Hostile chat: nothing stored beyond the limits (2,000 characters, no control characters, no bidi control in a name, 12 + 1 visitor messages a conversation, 5 conversations a day per address and per email)",
    Object.values(beyond).every((n) => n === 0),
    Object.entries(beyond)
      .map(([name, n]) => `${name} ${n}`)
      .join(", "),
  );
  const address = await q(
    `select count(*)::int - count(distinct m.conversation_id)::int as n from chat_messages m
       join chat_conversations c on c.id = m.conversation_id where c.email like 'addr-%${DOMAIN}'`,
  );
  check(
    `Hostile chat: the address flooding its 5 conversations has ${LIMITS.perAddress} messages stored after their first`,
    address.n === LIMITS.perAddress,
    `${address.n}`,
  );
  const html = await postgres.query(
    dbUrl,
    `select m.body, c.id from chat_messages m join chat_conversations c on c.id = m.conversation_id
       where c.email like 'html-%' order by m.id`,
  );
  const bidi = await q(
    `select c.id, c.name, array_agg(m.body order by m.id) as bodies from chat_conversations c
       join chat_messages m on m.conversation_id = c.id where c.email like 'bidi-%' group by c.id`,
  );
  check(
    "Hostile chat: HTML stored verbatim; bidi controls stripped from the name, kept in messages",
    html
      .slice(1)
      .map((row) => row.body)
      .join("\u0001") === HTML_PAYLOADS.join("\u0001") &&
      bidi.name === "Anngnp.exe" &&
      bidi.bodies
        .slice(1)
        .every((body) => /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/.test(body)),
    `name stored as ${JSON.stringify(bidi.name)}`,
  );

  // The served HTML: the visitor's page, the team's list and the conversation.
  const htmlId = html[0].id;
  const name = '<b>Bold</b> <script>alert("name")</script>';
  const pages = [
    [
      "/chat (the visitor's cookie)",
      await page(server.base, "/chat", ctx.html.cookie),
      HTML_PAYLOADS,
    ],
    [
      `/admin/chat/${htmlId}`,
      await page(server.base, `/admin/chat/${htmlId}`, session),
      [name, ...HTML_PAYLOADS],
    ],
    ["/admin/chat", await page(server.base, "/admin/chat", session), [name, "Anngnp.exe"]],
    [
      `/admin/chat/${bidi.id}`,
      await page(server.base, `/admin/chat/${bidi.id}`, session),
      ["Anngnp.exe"],
    ],
  ];
  for (const [label, served, texts] of pages) {
    const seen = shownAsText(served.html, texts);
    check(
      `Hostile chat: ${label} shows the hostile text as text, no element made of it`,
      served.status === 200 && seen.ok,
      `HTTP ${served.status}; ${seen.made} elements made; ${seen.missing.length} texts not shown` +
        (seen.missing[0] ? ` (e.g. ${JSON.stringify(seen.missing[0].slice(0, 40))})` : ""),
    );
  }

  // An SSE event in a message's text stays that message's text on the stream.
  const stream = openStream(server.base, "/chat/stream", { cookie: ctx.html.cookie });
  await until(() => stream.messages.length >= HTML_PAYLOADS.length + 1, 10_000);
  stream.close();
  const disguised = HTML_PAYLOADS.find((payload) => payload.includes("event: status"));
  check(
    "Hostile chat: a message holding an SSE event arrives on the stream as one message, verbatim",
    stream.messages.some((message) => message.body === disguised) &&
      !stream.others.some((event) => event.event === "status") &&
      stream.lastId !== 999999,
    `${stream.messages.length} messages, other events: ${stream.others.map((e) => e.event).join(", ") || "none"}`,
  );
}
