// The HTTP edge: what server.mjs checks before Next.js sees a request, so that hostile or
// broken requests get the right status (400, 403, 405, 413) with the security headers and,
// for a browser, a short page in the site's style, instead of Next's bare 500 and an error in
// the log. Plain ESM because server.mjs runs outside the Next bundle. The words are in
// src/content/http-errors.mjs.
import { IncomingMessage, STATUS_CODES } from "node:http";

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

/** Largest request body accepted: Next's Server Action limit (serverActions.bodySizeLimit). */
const BODY_LIMIT = 1024 * 1024;
const BODY_LIMIT_TEXT = "1 MB";
/** An over-limit body up to this size is read and dropped, so that the connection stays usable. */
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
 * The methods a path accepts: GET and HEAD everywhere, POST on pages (the Server Actions of
 * the forms post to the page they are on), on the one-click unsubscribe, on the person export
 * and on the forms' submission. No other route handler of src/app accepts POST (edge.test.ts
 * checks it).
 */
export function allowedMethods(pathname, routeHandlers) {
  if (isOneClick(pathname) || pathname === PERSON_EXPORT_PATH || pathname === FORM_SUBMIT_PATH) {
    return ["GET", "HEAD", "POST"];
  }
  return isFileOrHandler(pathname, routeHandlers) ? ["GET", "HEAD"] : ["GET", "HEAD", "POST"];
}

/** The host of an Origin header ("null" for an opaque origin), or undefined. */
export function originHost(origin) {
  if (origin === undefined || origin === null) return undefined;
  if (origin === "null") return "null";
  try {
    return new URL(origin).host;
  } catch {
    return "null";
  }
}

/**
 * The host the site was asked for: the first X-Forwarded-Host of our own proxy when it is
 * trusted (TRUST_PROXY=1), otherwise the Host header. A POST whose Origin is not this host is
 * cross-origin.
 */
export function requestHost({ host, forwardedHost }, trusted) {
  return (trusted && forwardedHost?.split(",")[0]?.trim()) || host || undefined;
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
export function refusal({ method, url, headers }, { routeHandlers, actions, trusted }) {
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
  const host = requestHost(
    { host: headers.host, forwardedHost: headers["x-forwarded-host"] },
    trusted,
  );
  const origin = originHost(headers.origin);
  if (origin !== undefined && origin !== host && !isOneClick(target.decoded)) {
    return { status: 403 };
  }
  if (Number(headers["content-length"] ?? 0) > BODY_LIMIT) return { status: 413 };
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
 * Reads a request body up to BODY_LIMIT: resolves { body } or { tooLarge: true } (the rest is
 * drained up to DRAIN_LIMIT, so that the connection stays usable; beyond it, { close: true }).
 */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) {
        req.pause();
        resolve({ tooLarge: true, close: true });
      }
    });
    req.on("end", () =>
      resolve(size > BODY_LIMIT ? { tooLarge: true } : { body: Buffer.concat(chunks) }),
    );
    req.on("error", reject);
  });
}

/** Drains a body whose answer is already decided (at most DRAIN_LIMIT); resolves whether it all came. */
export function drainBody(req) {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > DRAIN_LIMIT) return Promise.resolve(false);
  return readBody(req).then(
    (result) => !result.close,
    () => false,
  );
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

/** The words of a status's page. */
function copyOf(status) {
  const page = httpErrorCopy.pages[status];
  const text = typeof page.text === "function" ? page.text(BODY_LIMIT_TEXT) : page.text;
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
export function errorPage(status) {
  const { title, text } = copyOf(status);
  return `<!DOCTYPE html>
<html lang="${httpErrorCopy.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${httpErrorCopy.siteName}`)}</title><style>${STYLE}</style></head>
<body><main><p class="code">${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">${escapeHtml(httpErrorCopy.home)}</a></p></main></body></html>
`;
}

/**
 * Answers a refusal: the status, Allow or Location, and a page for a browser (Accept:
 * text/html) or one line of text otherwise. The security headers are already set.
 */
export function answer(req, res, { status, allow, location, close = false }) {
  if (allow) res.setHeader("Allow", allow.join(", "));
  if (location) res.setHeader("Location", location);
  if (close) res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  let body = "";
  if (status !== 308) {
    const html = /\btext\/html\b/i.test(req.headers.accept ?? "");
    res.setHeader("Content-Type", html ? "text/html; charset=utf-8" : "text/plain; charset=utf-8");
    body = html ? errorPage(status) : `${status} ${copyOf(status).title}\n`;
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
