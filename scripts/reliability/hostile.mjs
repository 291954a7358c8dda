// Hostile input: one table, each row an input, the answer expected and what the database must
// hold afterwards (nothing, or the input verbatim).
import crypto from "node:crypto";

import { chatTableRows } from "./chat-table-rows.mjs";
import {
  actionFieldsOf,
  classify,
  clientAddress,
  contactFields,
  pool,
  postContact,
  request,
  signToken,
  visibleText,
} from "./client.mjs";
import {
  actionIdOf,
  browserPage,
  logSince,
  logSize,
  rawBytes,
  rawRequest,
  secured,
  slowHeaders,
} from "./edge-requests.mjs";
import { SECRETS } from "./harness.mjs";
import { signIn } from "./inbox.mjs";
import { RUN_ID, tokens } from "./load.mjs";

const LONG_NAME = "A".repeat(100_000);
const HOUR = 3600_000;

/** A multipart body from raw byte parts, so that it can hold invalid UTF-8. */
function rawMultipart(entries, boundary = "----cwReliability7MA4YWxk") {
  const chunks = [];
  for (const [name, value] of entries) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    );
    chunks.push(Buffer.isBuffer(value) ? value : Buffer.from(value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * An unsubscribe token as the server signs it (src/lib/mail/newsletter-links.ts), for subscriber
 * `id` and `email`: of the right shape, valid only if that subscriber has that address.
 */
function unsubscribeToken(id, email) {
  const mac = crypto
    .createHmac("sha256", SECRETS.FORM_SECRET)
    .update(["newsletter-unsubscribe", id, email].join("\n"))
    .digest("base64url");
  return `${id}.${mac}`;
}

/** A mail provider's one-click POST (RFC 8058 §3.1: multipart, or urlencoded) to `path`. */
function oneClick(path, token, encoding = "multipart") {
  const target = `${path}?t=${encodeURIComponent(token)}`;
  if (encoding === "urlencoded") {
    return {
      method: "POST",
      path: target,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    };
  }
  const { body, type } = rawMultipart([["List-Unsubscribe", "One-Click"]]);
  return { method: "POST", path: target, headers: { "Content-Type": type }, body };
}

/** Signs `email` up to the newsletter as the /blog form does without JavaScript (one pending row). */
async function signUpToNewsletter(base, email) {
  const ip = "203.0.113.199";
  const { body, type } = rawMultipart([
    ...(await actionFieldsOf(base, "/blog")),
    ["_token", signToken(SECRETS, "newsletter", Date.now() - 60_000, ip)],
    ["_source", "/blog"],
    ["website", ""],
    ["email", email],
  ]);
  const response = await request(`${base}/blog`, {
    method: "POST",
    body,
    headers: { "Content-Type": type, Origin: base, "X-Forwarded-For": ip },
  });
  await response.arrayBuffer();
  return response.status;
}

async function postRaw(base, body, type, ip, signal) {
  const started = performance.now();
  try {
    const response = await request(`${base}/contact`, {
      method: "POST",
      body,
      signal,
      headers: { ...(type ? { "Content-Type": type } : {}), Origin: base, "X-Forwarded-For": ip },
    });
    const html = await response.text();
    return {
      status: response.status,
      html,
      answer: classify(html),
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      status: 0,
      html: "",
      answer: `no answer (${error.name})`,
      ms: performance.now() - started,
    };
  }
}

/**
 * The rows. `fields` are merged into a valid submission; `send` replaces the request. After
 * every row the next request (on the same keep-alive connection, as a browser would send it)
 * must be answered too.
 */
const hostileRows = [
  {
    input: "oversized body (2 MB, over the 1 MB action limit)",
    fields: { message: "x".repeat(2 * 1024 * 1024) },
    expect: "a clean error page (HTTP 4xx/5xx, no stack trace)",
    ok: (r) => r.status >= 400 && !/at \w+ \(|node_modules/.test(r.html),
    stored: false,
  },
  {
    input: "first name of 101 characters (limit 100)",
    fields: { firstName: "B".repeat(101) },
    expect: "field error 'at most 100 characters'",
    ok: (r) => r.answer === "invalid" && visibleText(r.html).includes("at most 100 characters"),
    stored: false,
  },
  {
    input: "missing fields (only an email)",
    only: ["email"],
    expect: "field errors 'is required'",
    ok: (r) => r.answer === "invalid" && visibleText(r.html).includes("First name is required."),
    stored: false,
  },
  {
    input: "wrong types: a file as first name, service 'root', consent 'maybe'",
    fields: { service: "root", consent: "maybe" },
    file: "firstName",
    expect: "field errors",
    ok: (r) => r.answer === "invalid" && visibleText(r.html).includes("Choose a valid service."),
    stored: false,
  },
  {
    input: "extra fields: id, kind=demo, ipHash, createdAt; _source https://evil.example",
    fields: {
      id: "1",
      kind: "demo",
      ipHash: "forged",
      createdAt: "2000-01-01",
      _source: "https://evil.example",
    },
    expect: "thank-you; extras ignored (kind contact, source 'unknown', real hash and time)",
    ok: (r) => r.answer === "success",
    stored: true,
    row: (row) =>
      row.kind === "contact" &&
      row.source_page === "unknown" &&
      row.ip_hash !== "forged" &&
      new Date(row.created_at).getFullYear() > 2020,
  },
  {
    input: "malformed multipart (boundary never closed, garbage)",
    send: () => [
      Buffer.from("--xyz\r\nContent-Disposition: form-da\x00ta; na"),
      "multipart/form-data; boundary=xyz",
    ],
    expect: "an error answer (4xx/5xx)",
    ok: (r) => r.status >= 400,
    stored: false,
  },
  {
    input: "invalid UTF-8 bytes (C3 28 FF) in the last name",
    raw: { lastName: Buffer.from([0x4c, 0xc3, 0x28, 0xff, 0x65]) },
    expect: "thank-you; stored with U+FFFD in place of the bad bytes",
    ok: (r) => r.answer === "success",
    stored: true,
    row: (row) => row.last_name === "L\uFFFD(\uFFFDe",
  },
  {
    input: "NUL byte in the first name",
    fields: { firstName: "Ann\u0000Lee" },
    expect: "field error 'contains invalid characters'",
    ok: (r) =>
      r.answer === "invalid" &&
      visibleText(r.html).includes("First name contains invalid characters."),
    stored: false,
  },
  {
    input: "100 KB single-line first name",
    fields: { firstName: LONG_NAME },
    expect: "field error, answer under 200 KB and 5 s",
    ok: (r) =>
      r.answer === "invalid" &&
      visibleText(r.html).includes("at most 100 characters") &&
      r.html.length < 200_000 &&
      r.ms < 5_000,
    stored: false,
  },
  {
    input: "SQL-looking strings",
    fields: {
      lastName: "O'Brien'); DROP TABLE leads;--",
      company: "' OR '1'='1",
      message: "1; SELECT pg_sleep(10); --",
    },
    expect: "thank-you under 5 s; stored verbatim",
    ok: (r) => r.answer === "success" && r.ms < 5_000,
    stored: true,
  },
  {
    input: "<script> and javascript: strings",
    fields: {
      firstName: "<script>alert(1)</script>",
      company: '"><svg onload=alert(2)>',
      message: "javascript:alert(document.cookie)",
    },
    expect: "thank-you; stored verbatim; inbox shows them as text, no script, no link",
    ok: (r) => r.answer === "success",
    stored: true,
    inbox: (html) =>
      html.includes("&lt;script&gt;alert(1)&lt;/script&gt;") &&
      !html.includes("<script>alert(1)") &&
      !html.includes("<svg onload") &&
      !/href="javascript:/i.test(html),
  },
  {
    input: "CSV formula cells (+, -, @)",
    fields: { firstName: "@SUM(A1:A9)", company: "+SUM(1,2)", message: "-2+3+cmd|' /C calc'!A0" },
    expect: "thank-you; stored verbatim; export cells start with a quote",
    ok: (r) => r.answer === "success",
    stored: true,
    csv: (csv) =>
      csv.includes(`"'+SUM(1,2)"`) &&
      csv.includes(`"'-2+3+cmd|' /C calc'!A0"`) &&
      csv.includes(`"'@SUM(A1:A9) Test`),
  },
  {
    input: "forged time-trap token (random signature)",
    token: () => `${Date.now() - 60_000}.${"n".repeat(22)}.${"f".repeat(43)}`,
    expect: "the normal thank-you (a bot learns nothing), nothing stored",
    ok: (r) => r.answer === "success",
    stored: false,
  },
  {
    input: "expired time-trap token (3 h old, past its 2-hour life, correctly signed)",
    token: ({ ip }) => signToken(SECRETS, "contact", Date.now() - 3 * HOUR, ip),
    expect: "'press the button once more' with a fresh token and the values kept",
    ok: (r) => r.answer === "retry" && r.html.includes('value="Load"'),
    stored: false,
  },
  {
    input: "a first name with U+202E (RIGHT-TO-LEFT OVERRIDE): 'Ann\u202Egnp.exe'",
    raw: { firstName: Buffer.from("Ann\u202Egnp.exe") },
    expect: "thank-you; stored without the override ('Anngnp.exe'), the other fields verbatim",
    ok: (r) => r.answer === "success",
    stored: true,
    row: (row) => row.first_name === "Anngnp.exe",
  },
  {
    input: "honeypot filled (also covered in a browser by e2e/forms.spec.ts)",
    fields: { website: "https://spam.example" },
    expect: "the normal thank-you, nothing stored",
    ok: (r) => r.answer === "success",
    stored: false,
  },
  // The HTTP edge (src/lib/http/edge.mjs): answered by server.mjs before Next.js, with the
  // security headers and, for a browser, the site's short page. `http` builds a request sent
  // by rawRequest (any method, any target); `server: "untrusted"` sends it to a second server
  // started without TRUST_PROXY.
  {
    input: "a 2 MB form post sent chunked (no Content-Length), from a browser",
    http: (c) => ({
      method: "POST",
      path: "/contact",
      headers: { ...c.form.headers, "Transfer-Encoding": "chunked" },
      body: [c.form.body, Buffer.alloc(2 * 1024 * 1024, "x")],
    }),
    expect: "413, security headers, the site's short page",
    ok: (r) => r.status === 413 && secured(r) && browserPage(r) && r.html.includes("1 MB"),
    stored: false,
  },
  {
    input: "a declared 2 MB body (Content-Length), from a script",
    http: (c) => {
      const body = Buffer.concat([c.form.body, Buffer.alloc(2 * 1024 * 1024, "x")]);
      return {
        method: "POST",
        path: "/contact",
        headers: { ...c.form.headers, Accept: "*/*", "Content-Length": body.length },
        body,
      };
    },
    expect: "413, security headers, one line of text",
    ok: (r) => r.status === 413 && secured(r) && /^text\/plain/.test(r.headers["content-type"]),
    stored: false,
  },
  {
    input: "multipart/form-data without a boundary",
    http: (c) => ({
      method: "POST",
      path: "/contact",
      headers: { ...c.form.headers, "Content-Type": "multipart/form-data" },
      body: c.form.body,
    }),
    expect: "400, security headers, the site's short page",
    ok: (r) => r.status === 400 && secured(r) && browserPage(r),
    stored: false,
  },
  {
    input: "a Server Action call whose arguments are not React's encoding (part 0 garbage)",
    http: (c) => {
      const { body, type } = rawMultipart([
        ["1_email", c.fields.email],
        ["0", "not json{"],
      ]);
      return {
        method: "POST",
        path: "/contact",
        headers: { ...c.form.headers, "Content-Type": type, "Next-Action": c.actionId },
        body,
      };
    },
    expect: "400, security headers",
    ok: (r) => r.status === 400 && secured(r),
    stored: false,
  },
  {
    input: "JSON arguments to a Server Action (Next-Action, application/json)",
    http: (c) => ({
      method: "POST",
      path: "/contact",
      headers: {
        ...c.form.headers,
        "Content-Type": "application/json",
        "Next-Action": c.actionId,
      },
      body: JSON.stringify([{}, { ...c.fields, _token: c.token }]),
    }),
    expect: "400, security headers",
    ok: (r) => r.status === 400 && secured(r),
    stored: false,
  },
  {
    input: "JSON arguments in text/plain to the contact form's Server Action",
    http: (c) => ({
      method: "POST",
      path: "/contact",
      headers: {
        ...c.form.headers,
        "Content-Type": "text/plain;charset=UTF-8",
        "Next-Action": c.actionId,
      },
      body: JSON.stringify([{}, { ...c.fields, _token: c.token }]),
    }),
    expect: "400, security headers",
    ok: (r) => r.status === 400 && secured(r),
    stored: false,
  },
  {
    input: "JSON arguments to a Server Action inside multipart (no form data)",
    http: (c) => {
      const args = JSON.stringify([{}, { ...c.fields, _token: c.token }]);
      const { body, type } = rawMultipart([["0", args]]);
      return {
        method: "POST",
        path: "/contact",
        headers: { ...c.form.headers, "Content-Type": type, "Next-Action": c.actionId },
        body,
      };
    },
    expect: "400, security headers",
    ok: (r) => r.status === 400 && secured(r),
    stored: false,
  },
  {
    input: "a valid contact form posted from another origin (Origin https://evil.example)",
    http: (c) => ({
      method: "POST",
      path: "/contact",
      headers: { ...c.form.headers, Origin: "https://evil.example" },
      body: c.form.body,
    }),
    expect: "403, security headers, the site's short page",
    ok: (r) => r.status === 403 && secured(r) && browserPage(r),
    stored: false,
  },
  {
    input: "the same from another origin with X-Forwarded-Host: evil.example, TRUST_PROXY off",
    server: "untrusted",
    http: (c) => ({
      method: "POST",
      path: "/contact",
      headers: {
        ...c.form.headers,
        Origin: "https://evil.example",
        "X-Forwarded-Host": "evil.example",
      },
      body: c.form.body,
    }),
    expect: "403 (the forwarded host is not believed), nothing stored",
    ok: (r) => r.status === 403 && secured(r),
    stored: false,
  },
  {
    input: "the contact form from its own host over another scheme (Origin https://, served http)",
    http: (c) => ({
      method: "POST",
      path: "/contact",
      headers: { ...c.form.headers, Origin: c.base.replace(/^http:/, "https:") },
      body: c.form.body,
    }),
    expect: "403 (another origin), nothing stored",
    ok: (r) => r.status === 403 && secured(r),
    stored: false,
  },
  {
    input: "the contact form from a foreign name resolving to this server (DNS rebinding)",
    http: (c) => ({
      method: "POST",
      path: "/contact",
      headers: {
        ...c.form.headers,
        Host: `rebind.example:${new URL(c.base).port}`,
        Origin: `http://rebind.example:${new URL(c.base).port}`,
      },
      body: c.form.body,
    }),
    expect: "403 (a host the site is not served under), nothing stored",
    ok: (r) => r.status === 403 && secured(r),
    stored: false,
  },
  {
    input: "PUT on a page (/contact)",
    http: () => ({ method: "PUT", path: "/contact", headers: { Accept: "text/html" }, body: "x" }),
    expect: "405, Allow: GET, HEAD, POST, the site's short page",
    ok: (r) =>
      r.status === 405 && r.headers.allow === "GET, HEAD, POST" && secured(r) && browserPage(r),
    stored: false,
  },
  {
    input: "TRACE / and DELETE on a file of the build (/_next/static/…)",
    http: async (c) => {
      const trace = await rawRequest(c.base, { method: "TRACE", path: "/" });
      return {
        method: "DELETE",
        path: c.asset,
        also: trace.status === 405 && trace.headers.allow === "GET, HEAD, POST" && secured(trace),
      };
    },
    expect: "405 with Allow: GET, HEAD (file) and GET, HEAD, POST (page)",
    ok: (r) => r.status === 405 && r.headers.allow === "GET, HEAD" && secured(r) && r.also,
    stored: false,
  },
  {
    input: "OPTIONS and POST on route handlers (/health, /forms/token)",
    http: async (c) => {
      const options = await rawRequest(c.base, { method: "OPTIONS", path: "/health" });
      return {
        method: "POST",
        path: "/forms/token?form=contact",
        headers: { Origin: c.base },
        also: options.status === 405 && options.headers.allow === "GET, HEAD" && secured(options),
      };
    },
    expect: "405 with Allow: GET, HEAD (every route handler of the build is GET-only)",
    ok: (r) => r.status === 405 && r.headers.allow === "GET, HEAD" && secured(r) && r.also,
    stored: false,
  },
  {
    input:
      "a one-click unsubscribe POSTed as multipart/form-data (RFC 8058 §3.1's SHOULD), also under /ar and urlencoded",
    http: async (c) => {
      const token = unsubscribeToken(2_000_000_001, "nobody@example.com");
      const others = [
        await rawRequest(c.base, oneClick("/ar/newsletter/one-click", token)),
        await rawRequest(c.base, oneClick("/newsletter/one-click", token, "urlencoded")),
      ];
      return {
        ...oneClick("/newsletter/one-click", token),
        also: others.every((r) => r.status === 200 && r.html === "unsubscribed\n" && secured(r)),
      };
    },
    expect: "200 'unsubscribed' for each (multipart answered 400, /ar 405)",
    ok: (r) => r.status === 200 && r.html === "unsubscribed\n" && secured(r) && r.also,
    stored: false,
  },
  {
    input:
      "one-click with forged tokens for a subscriber id that exists (the first sign-up: 1) and ids that do not",
    http: async (c) => {
      const signedUp = await signUpToNewsletter(c.base, `one-click-${Date.now()}@example.com`);
      const forged = (id) => `${id}.${"A".repeat(43)}`;
      const answers = [];
      for (const id of [1, 2, 3]) {
        answers.push(await rawRequest(c.base, oneClick("/newsletter/one-click", forged(id))));
      }
      const same = answers.every((r) => r.status === 200 && r.html === "unsubscribed\n");
      return {
        ...oneClick("/newsletter/one-click", forged(2_000_000_002)),
        also: signedUp === 200 && same,
      };
    },
    expect:
      "the same 200 'unsubscribed' for every id (a forged token of an existing id answered 400)",
    ok: (r) => r.status === 200 && r.html === "unsubscribed\n" && secured(r) && r.also,
    stored: false,
  },
  {
    input:
      "a `plan` naming what an object inherits (/contact?plan=constructor, __proto__, toString; both languages)",
    http: async (c) => {
      const others = [];
      for (const prefix of ["", "/ar"]) {
        for (const plan of ["constructor", "__proto__", "toString"]) {
          others.push(await rawRequest(c.base, { path: `${prefix}/contact?plan=${plan}` }));
        }
      }
      return {
        path: "/contact?service=automation&plan=hasOwnProperty",
        also: others.every((answer) => answer.status === 200 && secured(answer)),
      };
    },
    expect: "200, the form without a chosen plan (it answered 500)",
    ok: (r) => r.status === 200 && secured(r) && r.also,
    stored: false,
  },
  {
    input: "an absolute-form target (GET http://other.host/contact HTTP/1.1)",
    http: () => ({
      path: "http://other.host/contact",
      headers: { Accept: "text/html", Host: "other.host" },
    }),
    expect: "400, no redirect to the other host",
    ok: (r) => r.status === 400 && !r.headers.location && secured(r) && browserPage(r),
    stored: false,
  },
  {
    input: "a percent-encoded path (/blog/designing-rel%69able-apis)",
    http: async (c) => {
      const canonical = await rawRequest(c.base, { path: "/blog/designing-reliable-apis" });
      return {
        path: "/blog/designing-rel%69able-apis?ref=x",
        also: canonical.status === 200,
      };
    },
    expect: "308 to the canonical path (query kept), which serves 200",
    ok: (r) =>
      r.status === 308 &&
      r.headers.location === "/blog/designing-reliable-apis?ref=x" &&
      secured(r) &&
      r.also,
    stored: false,
  },
  {
    input: "inbox export of an inherited name (/admin/export/constructor, signed in)",
    http: async (c) => {
      const proto = await rawRequest(c.base, {
        path: "/admin/export/__proto__",
        headers: { cookie: await c.session() },
      });
      return {
        path: "/admin/export/constructor",
        headers: { cookie: await c.session() },
        also: proto.status === 404,
      };
    },
    expect: "404 (and 404 for __proto__)",
    ok: (r) => r.status === 404 && r.also,
    stored: false,
  },
  {
    input: "inbox page numbers out of range (page=99999999999999999999, -3, 1e9; signed in)",
    http: async (c) => {
      const cookie = await c.session();
      const others = await Promise.all(
        ["-3", "1e9"].map((page) =>
          rawRequest(c.base, { path: `/admin?tab=leads&page=${page}`, headers: { cookie } }),
        ),
      );
      return {
        path: "/admin?tab=leads&page=99999999999999999999",
        headers: { cookie },
        also: others.every((r) => r.status === 200 && inboxShown(r.html)),
      };
    },
    expect: "the inbox (its last or first page), never 'the database is unavailable'",
    ok: (r) => r.status === 200 && inboxShown(r.html) && r.also,
    stored: false,
  },
  {
    input: "a client sending its headers one byte a second",
    probe: (c) => slowHeaders(c.base),
    expect:
      "408 with the security headers, the connection closed within 20 s (headersTimeout 15 s)",
    ok: (r) => r.status === 408 && secured(r) && r.ms < 20_000,
    stored: false,
  },
  {
    input: "the image optimiser (/_next/image?url=/icon.svg&w=64&q=75), which the site never uses",
    http: () => ({ path: "/_next/image?url=%2Ficon.svg&w=64&q=75" }),
    expect: "404 with the security headers: the optimiser is off (images.unoptimized)",
    ok: (r) => r.status === 404 && secured(r),
    stored: false,
  },
  {
    input: "a malformed request (a header line without a colon), which Node's parser refuses",
    probe: (c) =>
      rawBytes(c.base, `GET / HTTP/1.1\r\nHost: ${new URL(c.base).host}\r\nNo colon\r\n\r\n`),
    expect: "400 with the security headers (Node's own answer has none)",
    ok: (r) => r.status === 400 && secured(r),
    stored: false,
  },
  {
    input: "an HTTP/1.1 request without a Host header",
    probe: (c) => rawBytes(c.base, "GET / HTTP/1.1\r\n\r\n"),
    expect: "400 with the security headers (Node's own answer has none)",
    ok: (r) => r.status === 400 && secured(r),
    stored: false,
  },
  {
    input: "request headers over Node's 16 KB limit (a 20 KB cookie)",
    probe: (c) =>
      rawBytes(
        c.base,
        `GET / HTTP/1.1\r\nHost: ${new URL(c.base).host}\r\nCookie: a=${"b".repeat(20_000)}\r\n\r\n`,
      ),
    expect: "431 with the security headers",
    ok: (r) => r.status === 431 && secured(r),
    stored: false,
  },
  {
    input: "time-trap token replayed after a submission spent it (same client)",
    spendFirst: true,
    expect:
      "the first submission thanked and stored; the replay the normal thank-you, nothing stored",
    ok: (r) => r.answer === "success" && r.first === "success",
    stored: false,
  },
  {
    input: "time-trap token issued to another address (correctly signed, a minute old)",
    token: () => signToken(SECRETS, "contact", Date.now() - 60_000, "198.51.100.77"),
    expect: "the normal thank-you (a bot learns nothing), nothing stored",
    ok: (r) => r.answer === "success",
    stored: false,
  },
  // The live chat's posts, stream and pages (chat-hostile-rows.mjs).
  ...chatTableRows,
];

/** The signed-in inbox with its table counter, not the database message. */
const inboxShown = (html) =>
  html.includes("in total") && !html.includes("The database is unavailable");

/** The fields of a row as multipart entries, in the order a browser sends them. */
function entriesOf(row, actionFields, token, fields, ip) {
  const { _source = "/contact", website = "", ...rest } = fields;
  const entries = [
    ...actionFields,
    ["_token", row.token ? row.token({ ip }) : token],
    ["_source", _source],
    ["website", website],
  ];
  for (const [name, value] of Object.entries(row.only ? { email: fields.email } : rest)) {
    if (name !== row.file && !(row.raw && name in row.raw)) entries.push([name, value]);
  }
  for (const [name, bytes] of Object.entries(row.raw ?? {})) entries.push([name, bytes]);
  return entries;
}

/**
 * What the edge rows need: the form as a browser with JavaScript off posts it, its action id,
 * a file of the build, a session for the inbox (signed in once, when first asked for).
 */
async function edgeContext(base, { row, actionFields, token, fields, ip }) {
  const form = rawMultipart(entriesOf(row, actionFields, token, fields));
  form.headers = {
    "Content-Type": form.type,
    Accept: "text/html,application/xhtml+xml",
    Origin: base,
    "X-Forwarded-For": ip,
  };
  const home = await (await request(`${base}/`)).text();
  let session;
  return {
    base,
    form,
    fields,
    token,
    actionId: actionIdOf(actionFields),
    asset: /(\/_next\/static\/[^"?]+\.js)/.exec(home)?.[1] ?? "/_next/static/none.js",
    session: async () => (session ??= (await signIn(base, { ip: clientAddress(7, 198) })).cookie),
  };
}

/**
 * Sends every row to `servers.trusted` (or, for `server: "untrusted"` rows, to
 * `servers.untrusted`, started without TRUST_PROXY); returns them with their results and the
 * error lines the server logged meanwhile (the database is checked afterwards).
 */
export async function sendHostileRows(servers) {
  const { base } = servers.trusted;
  const actionFields = await actionFieldsOf(base, "/contact");
  // One token per row, for the row's own client: a token is single-use and bound to its address.
  const ipOf = (n) => clientAddress(n + 1, 203);
  const tokenList = await tokens(base, hostileRows.length, ipOf);
  const out = [];
  for (const [n, row] of hostileRows.entries()) {
    const ip = ipOf(n);
    const token = tokenList[n];
    const fields = contactFields(`hostile-${n}-${RUN_ID}`, row.fields);
    const server = servers[row.server ?? "trusted"];
    const logOffset = logSize(server.logFile);
    // `spendFirst`: a normal submission spends the token, then the row replays it.
    const first = row.spendFirst
      ? await postContact(base, {
          actionFields,
          token,
          fields: contactFields(`hostile-${n}-first-${RUN_ID}`),
          ip,
        })
      : null;
    let result;
    if (row.probe || row.http) {
      const context = await edgeContext(server.base, { row, actionFields, token, fields, ip });
      if (row.probe) result = await row.probe(context);
      else {
        const spec = await row.http(context);
        result = { ...(await rawRequest(server.base, spec)), also: spec.also };
      }
    } else if (row.send) {
      result = await postRaw(base, ...row.send(), ip);
    } else if (row.file) {
      const body = new FormData();
      for (const [name, value] of entriesOf(row, actionFields, token, fields, ip)) {
        body.append(name, value);
      }
      body.append(row.file, new Blob(["%PDF-1.4"], { type: "application/pdf" }), "cv.pdf");
      result = await postRaw(base, body, undefined, ip);
    } else {
      const { body, type } = rawMultipart(entriesOf(row, actionFields, token, fields, ip));
      result = await postRaw(base, body, type, ip);
    }
    if (first) result.first = first.answer;
    // The next request (on the same keep-alive connection, as a browser would) is answered.
    const { body, type } = rawMultipart([...actionFields, ["email", "follow@example.com"]]);
    const next = await postRaw(server.base, body, type, ip, AbortSignal.timeout(15_000));
    result.nextAnswered = next.answer === "invalid";
    result.logged = logSince(server.logFile, logOffset);
    out.push({ row, fields, result });
  }
  return out;
}

/**
 * The mail relay of issue 32: one address typed into the contact form from five client
 * addresses (each within its own rate limit), with a spammer's name and a link in the message.
 * What the site queued for that address is read from the database after the run.
 */
export const RELAY = {
  count: 5,
  email: `relay-target-${RUN_ID}@example.com`,
  firstName: "WIN $1000 NOW at http://spam.example/claim",
  message: "Claim your prize at http://spam.example/claim before midnight",
};

export async function relayAttempt(base) {
  const actionFields = await actionFieldsOf(base, "/contact");
  const ipOf = (i) => clientAddress(i, 192);
  const list = await tokens(base, RELAY.count, ipOf);
  return pool(RELAY.count, RELAY.count, (i) =>
    postContact(base, {
      actionFields,
      token: list[i],
      fields: contactFields(`relay-${i}-${RUN_ID}`, {
        email: RELAY.email,
        firstName: RELAY.firstName,
        message: RELAY.message,
      }),
      ip: ipOf(i),
    }),
  );
}

/** One time-trap token replayed `count` times by one client with new emails each time. */
export async function replay(base, count) {
  const actionFields = await actionFieldsOf(base, "/contact");
  const ip = "203.0.113.250";
  const [token] = await tokens(base, 1, () => ip);
  return pool(count, 20, (i) =>
    postContact(base, {
      actionFields,
      token,
      fields: contactFields(`replay-${i}-${RUN_ID}`),
      ip,
    }),
  );
}
