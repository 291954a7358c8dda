// The HTTP edge: what server.mjs checks before Next.js sees a request, so that hostile or
// broken requests get the right status (400, 403, 405, 413) with the security headers and,
// for a browser, a short page in the site's style, instead of Next's bare 500 and an error in
// the log. Plain ESM because server.mjs runs outside the Next bundle. The words are in
// src/content/http-errors.mjs.
import { IncomingMessage, STATUS_CODES } from "node:http";

import { siteUrlOf } from "../../config/site-url.mjs";
import { httpErrorCopy } from "../../content/http-errors.mjs";

/**
 * The Node server's timeouts, in one place. Without them a slow client holds a connection for
 * up to 5 minutes (Node's default requestTimeout), one byte at a time.
 */
export const SERVER_TIMEOUTS = {
  /** The request line and headers must arrive within 15 s. */
  headersTimeout: 15_000,
  /** The whole request (a 1 MB form post on a slow phone network included) within 60 s. */
  requestTimeout: 60_000,
  /** An idle keep-alive connection is kept 65 s: longer than the 60 s idle timeout of common
   *  load balancers, so that the balancer, not us, closes it first. */
  keepAliveTimeout: 65_000,
  /** How often Node checks the two timeouts above (its default, 30 s, would add up to 30 s). */
  connectionsCheckingInterval: 1_000,
};

/**
 * What a request body may hold, by where it is posted: its bytes however it is framed (a
 * declared Content-Length or chunks counted as they stream) and its fields (urlencoded pairs or
 * multipart parts). Past either, 413 before anything parses it, and nothing of it is kept.
 *  - a form posted from an island (FORM_SUBMIT_PATH): the longest form, every field at its
 *    maximum (a 5,000-character message is at most 60 KB urlencoded), with room to spare;
 *  - the one-click unsubscribe and the person export: a handful of bytes;
 *  - the chat panel's start and message posts (CHAT_POST_PATHS): a 2,000-character message with
 *    its name and email, urlencoded, is under 16 KB even in Arabic (9 bytes a letter);
 *  - a page: the Server Actions of the forms and the inbox, at Next's own limit
 *    (serverActions.bodySizeLimit, 1 MB).
 */
export const BODY_LIMITS = {
  form: { bytes: 128 * 1024, text: "128 KB", fields: 64 },
  activation: { bytes: 4 * 1024, text: "4 KB", fields: 0 },
  oneClick: { bytes: 4 * 1024, text: "4 KB", fields: 8 },
  export: { bytes: 4 * 1024, text: "4 KB", fields: 8 },
  page: { bytes: 1024 * 1024, text: "1 MB", fields: 256 },
  chat: { bytes: 16 * 1024, text: "16 KB", fields: 16 },
};
/**
 * An over-limit body is answered at once and the rest of it read and dropped, up to this many
 * bytes, so that the client reads the answer and its connection stays usable; beyond it nothing
 * more is read, and the connection is closed LINGER_MS later.
 */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/** Whether X-Forwarded-* headers come from our own proxy (TRUST_PROXY=1) and may be believed. */
export function trustsProxy(env = process.env) {
  return env.TRUST_PROXY === "1";
}

const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-forwarded-for",
];

/** Drops the forwarding headers a client sent, unless a trusted proxy set them. */
export function dropUntrustedForwarding(headers, trusted) {
  if (trusted) return;
  for (const name of FORWARDING_HEADERS) delete headers[name];
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The path of a request target in origin form, percent-encoding normalised (RFC 3986 6.2.2):
 * an encoded unreserved character is decoded ("%69" is "i") and hex digits are upper case.
 * Returns { path, decoded } or null when the target is not a plain path ("http://other.host/",
 * "//host", "*", a backslash) or an escape is malformed ("%zz", "%C3%28").
 */
export function normalisePath(target) {
  const [rawPath] = target.split("?", 1);
  if (!rawPath.startsWith("/") || rawPath.startsWith("//") || rawPath.includes("\\")) return null;
  if (/%(?![0-9A-Fa-f]{2})/.test(rawPath)) return null;
  const path = rawPath.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
  let decoded;
  try {
    decoded = path
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .join("/");
  } catch {
    return null;
  }
  return { path, decoded };
}

/** Paths answered by files or by route handlers (all GET only): anything else is a page. */
function isFileOrHandler(pathname, routeHandlers) {
  return pathname.startsWith("/_next/") || routeHandlers.some((pattern) => pattern.test(pathname));
}

/**
 * The one route handler that takes POST: the newsletter's one-click unsubscribe (RFC 8058), which
 * mail providers post to from their own servers, with a signed token and no Origin of ours
 * (NEWSLETTER_PATHS.oneClick in src/config/routes.ts; edge.test.ts checks they agree).
 */
export const ONE_CLICK_PATH = "/newsletter/one-click";

/** The one-click path of the default locale or under a locale's prefix (/ar/newsletter/one-click). */
const ONE_CLICK = new RegExp(`^(?:/[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)?${ONE_CLICK_PATH}$`);
const isOneClick = (pathname) => ONE_CLICK.test(pathname);

/**
 * The inbox's download of everything held about one person (src/app/admin/people/export): a
 * POST, so that the address travels in the body and never in a URL. Same-origin only, like
 * every POST but the one-click.
 */
export const PERSON_EXPORT_PATH = "/admin/people/export";

/**
 * Where a form hydrated as an island (without the framework, so without its Server Action
 * client) sends its submission (src/app/forms/submit): urlencoded, same-origin only, like
 * every POST but the one-click; the route handler refuses a request without an Origin too.
 */
export const FORM_SUBMIT_PATH = "/forms/submit";

/**
 * Where the chat panel (src/components/chat/panel.tsx) posts the first message, the next ones
 * and the request for email (src/app/chat/): urlencoded, same-origin only, like the forms'
 * submission.
 */
export const CHAT_POST_PATHS = ["/chat/start", "/chat/send", "/chat/email"];

/**
 * Where a page the browser prerendered says it was opened after all (the inline script's one
 * beacon: src/lib/analytics/activation.ts): text/plain, same-origin only, a few hundred bytes.
 */
export const ACTIVATION_PATH = "/analytics/seen";

/** The limits of a POST body to `pathname` (BODY_LIMITS). */
export function bodyLimitOf(pathname) {
  if (pathname === FORM_SUBMIT_PATH) return BODY_LIMITS.form;
  if (CHAT_POST_PATHS.includes(pathname)) return BODY_LIMITS.chat;
  if (isOneClick(pathname)) return BODY_LIMITS.oneClick;
  if (pathname === PERSON_EXPORT_PATH) return BODY_LIMITS.export;
  if (pathname === ACTIVATION_PATH) return BODY_LIMITS.activation;
  return BODY_LIMITS.page;
}

/**
 * The methods a path accepts: GET and HEAD everywhere, POST on pages (the Server Actions of
 * the forms post to the page they are on), on the one-click unsubscribe, on the person export,
 * on the forms' submission and on the chat's posts. No other route handler of src/app accepts POST (edge.test.ts
 * checks it).
 */
export function allowedMethods(pathname, routeHandlers) {
  if (
    isOneClick(pathname) ||
    pathname === PERSON_EXPORT_PATH ||
    pathname === FORM_SUBMIT_PATH ||
    pathname === ACTIVATION_PATH ||
    CHAT_POST_PATHS.includes(pathname)
  ) {
    return ["GET", "HEAD", "POST"];
  }
  return isFileOrHandler(pathname, routeHandlers) ? ["GET", "HEAD"] : ["GET", "HEAD", "POST"];
}

/** The origin of an Origin header ("null" for an opaque or unreadable one), or undefined. */
function originOf(origin) {
  if (origin === undefined || origin === null) return undefined;
  try {
    return new URL(origin).origin;
  } catch {
    return "null";
  }
}

/**
 * The host the site was asked for: the first X-Forwarded-Host of our own proxy when it is
 * trusted (TRUST_PROXY=1), otherwise the Host header (the analytics' visitor key reads it too).
 */
export function requestHost({ host, forwardedHost }, trusted) {
  return (trusted && forwardedHost?.split(",")[0]?.trim()) || host || undefined;
}

/**
 * The origin the site was asked for ("https://www.cedarwave.example"): the request's host, and
 * its scheme, which is our own proxy's X-Forwarded-Proto when it is trusted, and otherwise
 * http (this server speaks plain HTTP).
 */
export function requestOrigin({ host, forwardedHost, forwardedProto }, trusted) {
  const name = requestHost({ host, forwardedHost }, trusted);
  if (!name) return undefined;
  const proto = (trusted && forwardedProto?.split(",")[0]?.trim().toLowerCase()) || "http";
  return originOf(`${proto === "https" ? "https" : "http"}://${name}`);
}

/** A host of this machine: a browser asks for one only when it was told that name, never
 *  through DNS rebinding (a foreign name resolving to us keeps its own name in Host). */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * The hosts the site takes posts for: its canonical address's (NEXT_PUBLIC_SITE_URL) and those
 * of ALLOWED_ORIGINS (comma-separated, the other addresses it is served under), besides this
 * machine's own names. A page of another host, even one whose name resolves to this server
 * (DNS rebinding), cannot post to it.
 */
export function allowedHosts(env = process.env) {
  const hosts = new Set();
  for (const origin of [
    siteUrlOf(env.NEXT_PUBLIC_SITE_URL),
    ...(env.ALLOWED_ORIGINS ?? "").split(","),
  ]) {
    try {
      if (origin.trim()) hosts.add(new URL(origin.trim()).host.toLowerCase());
    } catch {
      console.warn(`ALLOWED_ORIGINS: "${origin}" is not an origin; ignored.`);
    }
  }
  return hosts;
}

/**
 * Whether a POST's Origin is the site itself: exactly the origin it was asked for (scheme,
 * host and port), and that host one the site is served under (allowedHosts) or this machine.
 * `required`: a missing Origin fails too (otherwise a request without one, which is not a
 * browser's form or fetch, passes).
 */
export function sameSiteOrigin(request, { trusted, hosts, required = false }) {
  const origin = originOf(request.origin);
  if (origin === undefined) return !required;
  const own = requestOrigin(request, trusted);
  if (!own || origin !== own) return false;
  const host = new URL(own).host.toLowerCase();
  return hosts.has(host) || LOOPBACK_HOST.test(host);
}

/** Whether the build has a Server Action `id` that can be called on `pathname`. */
function actionCallable(actions, id, pathname) {
  return actions.get(id)?.some((pattern) => pattern.test(pathname)) ?? false;
}

/**
 * What the edge answers before reading the body, or null to go on: 400 for a target that is
 * not a plain path, 308 to the normalised path, 405 (with Allow) for a method the path does
 * not accept, 403 for a cross-origin POST, 413 for a declared length over the limit, 400 for
 * multipart without a boundary, a Server Action whose body is not multipart, or one the build
 * does not have on this page.
 */
export function refusal({ method, url, headers }, { routeHandlers, actions, trusted, hosts }) {
  const target = normalisePath(url ?? "");
  if (!target) return { status: 400 };
  const [rawPath, ...rest] = url.split("?");
  if (target.path !== rawPath) {
    const query = rest.length > 0 ? `?${rest.join("?")}` : "";
    return { status: 308, location: `${target.path}${query}` };
  }
  const allow = allowedMethods(target.decoded, routeHandlers);
  if (!allow.includes(method)) return { status: 405, allow };
  if (method !== "POST") return null;
  const origin = {
    origin: headers.origin,
    host: headers.host,
    forwardedHost: headers["x-forwarded-host"],
    forwardedProto: headers["x-forwarded-proto"],
  };
  if (!isOneClick(target.decoded) && !sameSiteOrigin(origin, { trusted, hosts })) {
    return { status: 403 };
  }
  if (Number(headers["content-length"] ?? 0) > bodyLimitOf(target.decoded).bytes) {
    return { status: 413, limit: bodyLimitOf(target.decoded) };
  }
  const type = headers["content-type"] ?? "";
  if (/^multipart\/form-data/i.test(type) && !boundaryOf(type)) return { status: 400 };
  const action = headers["next-action"];
  if (action !== undefined) {
    if (!actionCallable(actions, action, target.decoded)) return { status: 400 };
    // React sends an action's arguments as multipart when one is a FormData, otherwise as
    // JSON in text/plain; anything else (application/json...) Next.js cannot read.
    if (/^multipart\/form-data/i.test(type)) return null;
    if (!/^text\/plain/i.test(type) || takesForm(action)) return { status: 400 };
  }
  return null;
}

/**
 * Whether a Server Action takes a form: its id's first byte says which of its arguments it
 * reads (Next.js's server reference id: bit 6 - i for argument i), and every action of the
 * site that takes a form takes it after a first argument (useActionState's previous state, a
 * bound null, or bound ids) and within the first six (edge.test.ts checks it). The first
 * argument is left out because an action that reads only that one (a bound id: Retry) takes
 * no form. Such an action called with JSON arguments instead would throw.
 */
function takesForm(id) {
  const info = Number.parseInt(id.slice(0, 2), 16);
  const argumentsRead = (info >> 1) & 0x3f;
  const restArguments = info & 1;
  return restArguments === 1 || (argumentsRead & 0b011111) !== 0;
}

/** Whether the body must be read and checked before Next.js parses it (a form or an action). */
export function needsBodyCheck({ method, headers }) {
  return (
    method === "POST" &&
    (headers["next-action"] !== undefined ||
      /^multipart\/form-data/i.test(headers["content-type"] ?? ""))
  );
}

export function boundaryOf(contentType) {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * The parts of a multipart/form-data body ({ name, value: Buffer }), or null when it is not
 * well formed: no closing delimiter, a part without headers or without a form-data name.
 */
export function parseMultipart(body, boundary) {
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  if (at === -1) return null;
  const parts = [];
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString("latin1") === "--") return parts;
    if (body.subarray(at, at + 2).toString("latin1") !== "\r\n") return null;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), at);
    if (next === -1) return null;
    const part = body.subarray(at + 2, next);
    const split = part.indexOf("\r\n\r\n");
    if (split === -1) return null;
    const head = part.subarray(0, split).toString("latin1");
    if (head.includes("\0")) return null;
    const name = /^content-disposition:\s*form-data;(?:.*;)?\s*name="([^"]*)"/im.exec(head)?.[1];
    if (name === undefined) return null;
    parts.push({ name, value: part.subarray(split + 4) });
    at = next + 2;
  }
}

const isJson = (buffer) => {
  try {
    JSON.parse(buffer.toString("utf8"));
    return true;
  } catch {
    return false;
  }
};

/** The Server Action id a form posted without JavaScript names, or null (none, or unreadable). */
function formActionId(parts) {
  const byName = new Map(parts.map((part) => [part.name, part.value]));
  for (const name of byName.keys()) {
    if (name.startsWith("$ACTION_ID_")) return name.slice("$ACTION_ID_".length);
    const ref = /^\$ACTION_REF_(\d+)$/.exec(name)?.[1];
    if (ref !== undefined) {
      try {
        const { id } = JSON.parse(byName.get(`$ACTION_${ref}:0`)?.toString("utf8") ?? "");
        return typeof id === "string" ? id : "";
      } catch {
        return "";
      }
    }
  }
  return null;
}

/**
 * Whether a POST body can be handed to Next.js. A form posted without JavaScript (multipart,
 * well formed) names a Server Action the build has on this page (a multipart post to a page
 * always is one), its bound arguments ($ACTION_n:k) in JSON. A Server Action called by the
 * client (Next-Action) sends React's encoding of its arguments: multipart with parts "0",
 * "1"... in JSON, the last argument the form's FormData (a "$K" reference), as every action of
 * the site that takes a form takes it; or, for an action that takes none, a JSON array in
 * text/plain. Anything else would make Next.js or the action throw: a 500 and an error in the
 * log.
 */
export function bodyIsAcceptable(headers, body, { actions, pathname }) {
  const type = headers["content-type"] ?? "";
  if (headers["next-action"] !== undefined && !/^multipart\/form-data/i.test(type)) {
    // Arguments without a form (text/plain, checked by refusal): a JSON array.
    return isJson(body) && Array.isArray(JSON.parse(body.toString("utf8")));
  }
  const boundary = boundaryOf(type);
  const parts = boundary ? parseMultipart(body, boundary) : null;
  if (!parts) return false;
  if (headers["next-action"] === undefined) {
    // The one-click unsubscribe reads its form itself (RFC 8058: multipart, or urlencoded).
    if (isOneClick(pathname)) return true;
    if (!parts.every((part) => !/^\$ACTION_\d+:\d+$/.test(part.name) || isJson(part.value))) {
      return false;
    }
    // A multipart post to a page is a form's (Next.js reads it as a Server Action).
    const id = formActionId(parts);
    return id !== null && actionCallable(actions, id, pathname);
  }
  if (!parts.every((part) => !/^\d+$/.test(part.name) || isJson(part.value))) return false;
  const root = parts.find((part) => part.name === "0");
  if (!root) return false;
  const args = JSON.parse(root.value.toString("utf8"));
  return Array.isArray(args) && typeof args.at(-1) === "string" && /^\$K/.test(args.at(-1));
}

/**
 * Reads a POST body within its limit (BODY_LIMITS), counting its bytes as they stream, however
 * it is framed: resolves { body }, or { tooLarge: true } as soon as it passes the limit, with
 * nothing of it kept; the rest is then dropped as it comes (discardBody).
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= limit.bytes) {
        chunks.push(chunk);
        return;
      }
      req.off("data", onData);
      chunks.length = 0;
      discardBody(req, size);
      resolve({ tooLarge: true });
    };
    req.on("data", onData);
    req.on("end", () => resolve({ body: Buffer.concat(chunks) }));
    req.on("error", reject);
  });
}

/** How long a connection whose answer is out is kept open to read the rest of its body. */
const LINGER_MS = 5_000;

/**
 * Reads and drops the rest of a body whose answer is decided (already `received` bytes), so
 * that the client, still sending, reads the answer: a lingering close. Node closes a connection
 * once its answer is out when the client asked for that (Connection: close), and data that then
 * arrives is answered with a reset, which can make the client lose the answer before it read
 * it. Here the answer's end only half-closes the connection; the rest of the body is read as it
 * comes, and the connection closes when it has all come, or LINGER_MS after the answer's end or
 * after DRAIN_LIMIT bytes in all. Past DRAIN_LIMIT the body is no longer read (the client's
 * sending then waits on the connection), rather than the connection reset at once: a reset can
 * reach a client that sent that much before the answer was even written, and it loses the answer
 * with it. A keep-alive connection stays usable once the body has all come.
 */
export function discardBody(req, received = 0) {
  const socket = req.socket;
  let size = received;
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  const onData = (chunk) => {
    size += chunk.length;
    if (size <= DRAIN_LIMIT) return;
    req.off("data", onData);
    req.pause();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  req.on("data", onData);
  req.on("end", () => {
    if (socket.writableEnded) socket.destroy();
  });
  req.on("error", () => {});
  req.resume();
}

/** Whether a body's declared length is past what discardBody reads: its answer closes. */
export function closesAfterAnswer(req) {
  return Number(req.headers["content-length"] ?? 0) > DRAIN_LIMIT;
}

/** How many times `needle` occurs in `buffer`. */
function occurrences(buffer, needle) {
  let count = 0;
  for (
    let at = buffer.indexOf(needle);
    at !== -1;
    at = buffer.indexOf(needle, at + needle.length)
  ) {
    count += 1;
  }
  return count;
}

/**
 * The fields of a form body: its urlencoded pairs, or its multipart parts (counted by their
 * delimiters, before anything parses them); 0 for another type.
 */
export function fieldCount(headers, body) {
  const type = headers["content-type"] ?? "";
  const boundary = boundaryOf(type);
  if (/^multipart\/form-data/i.test(type) && boundary) {
    return Math.max(0, occurrences(body, Buffer.from(`--${boundary}`)) - 1);
  }
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    return body.length === 0 ? 0 : occurrences(body, Buffer.from("&")) + 1;
  }
  return 0;
}

/**
 * A request like `req` whose body is `body` (read by the edge already), for Next.js to read as
 * if it came from the socket.
 */
export function withBody(req, body) {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char],
  );

/** The words of a status's page (413's names the limit that was passed). */
function copyOf(status, limit = BODY_LIMITS.page) {
  const page = httpErrorCopy.pages[status];
  const text = typeof page.text === "function" ? page.text(limit.text) : page.text;
  return { title: page.title, text };
}

// The site's colours (src/app/globals.css), light and dark; inline CSS is allowed by the CSP
// (style-src 'unsafe-inline'); no script.
const STYLE = `:root{color-scheme:light dark;--bg:#ffffff;--fg:#0b1220;--muted:#4a5568;--primary:#0e6f8a}
@media (prefers-color-scheme:dark){:root{--bg:#060a13;--fg:#e8edf5;--muted:#9aa8bd;--primary:#38c6e8}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font-family:ui-sans-serif,system-ui,sans-serif;line-height:1.5}
main{max-width:32rem;padding:2rem;text-align:center}
p.code{margin:0;font-size:3rem;font-weight:800;color:var(--primary)}
h1{margin:.5rem 0;font-size:1.5rem}
p{color:var(--muted)}
a{color:var(--primary);font-weight:600}`;

/** A short self-contained HTML page for a status. */
export function errorPage(status, limit) {
  const { title, text } = copyOf(status, limit);
  return `<!DOCTYPE html>
<html lang="${httpErrorCopy.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${httpErrorCopy.siteName}`)}</title><style>${STYLE}</style></head>
<body><main><p class="code">${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">${escapeHtml(httpErrorCopy.home)}</a></p></main></body></html>
`;
}

/**
 * Answers a refusal: the status, Allow or Location, and a page for a browser (Accept:
 * text/html) or one line of text otherwise. The security headers are already set.
 */
export function answer(req, res, { status, allow, location, limit, close = false }) {
  if (allow) res.setHeader("Allow", allow.join(", "));
  if (location) res.setHeader("Location", location);
  if (close) res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  let body = "";
  if (status !== 308) {
    const html = /\btext\/html\b/i.test(req.headers.accept ?? "");
    res.setHeader("Content-Type", html ? "text/html; charset=utf-8" : "text/plain; charset=utf-8");
    body = html ? errorPage(status, limit) : `${status} ${copyOf(status).title}\n`;
  }
  res.statusCode = status;
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Node's HTTP parser's refusals, by error code, and their statuses (as Node answers them). */
const CLIENT_ERROR_STATUS = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** The bytes of a client-error answer: Node's status, `headers`, one line of text, closing. */
function clientErrorResponse(error, headers) {
  const status = CLIENT_ERROR_STATUS[error.code] ?? 400;
  const body = `${status} ${copyOf(status).title}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...Object.entries({
      ...headers,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
    }).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n${body}`;
}

/**
 * Answers what Node refuses before a request reaches the handler (the server's `clientError`: a
 * malformed request, headers over the limit, headers that did not arrive in time) with Node's own
 * status (400, 431, 413, 408), the headers `headers()` gives (the security headers, which Node's
 * built-in answer lacks) and one line of text; then the connection closes. A client already gone,
 * or one whose answer has begun, is dropped.
 */
export function answerClientErrors(server, headers) {
  server.on("clientError", (error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(error, headers()));
  });
}
